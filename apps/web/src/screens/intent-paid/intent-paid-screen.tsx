import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './intent-paid-screen.scss';

/**
 * A QR or pay-later intent that was already paid (409 INTENT_ALREADY_PAID): a clear answer instead
 * of not-found (docs/decisions/0009-intent-already-paid.md).
 */
export function IntentPaidScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  return (
    <section className="intent-paid" aria-labelledby="intent-paid-title">
      <div className="intent-paid__mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="intent-paid-title" ref={heading} tabIndex={-1}>
        {t('intentPaid.title')}
      </h1>
      <p>{t('intentPaid.text')}</p>
    </section>
  );
}
