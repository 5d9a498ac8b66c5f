import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { paidPolicySentence } from '@tipwell/core';
import { CheckMark } from '../../components/check-mark/check-mark';
import { policySentenceText } from '../../components/tipping-policy/policy-text';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { ReceiptButton } from './receipt-button';
import './success-screen.scss';

/** "Success": a checkmark, 'Thank you', and Tip again when there is a code. */
export function SuccessScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const navigate = useNavigate();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const { paid } = useStore(tipping.payment.store);
  const tips = useStore(tipping.tips.store);
  const policy = paidPolicySentence(landing, tips, paid);
  const sentence = policy && policySentenceText(t, policy);
  const receipt = paid && [
    t('success.receipt.line', { label: t('success.totalPaid'), value: t.money(paid.total) }),
    t('success.receipt.line', { label: t('success.reference'), value: paid.references.join(', ') }),
    ...(sentence ? [sentence] : []),
  ];
  return (
    <section className="success" aria-labelledby="success-title">
      <CheckMark className="success__check" size={96} />
      <h1 id="success-title" className="success__title" ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h1>
      {paid && (
        <dl className="success__summary">
          <div className="success__summary-row">
            <dt>{t('success.totalPaid')}</dt>
            <dd>{t.money(paid.total)}</dd>
          </div>
          <div className="success__summary-row">
            <dt>{t('success.reference')}</dt>
            <dd className="success__reference">{paid.references.join(', ')}</dd>
          </div>
        </dl>
      )}
      {paid && sentence && (
        <p className="success__policy" data-testid="tipping-policy-sentence">
          {sentence}
        </p>
      )}
      {receipt && sentence && <ReceiptButton text={receipt.join('\n')} />}
      {landing.code !== null && (
        <button
          type="button"
          className="button button--block"
          onClick={() => navigate(tipping.entry.tipAgain(), { replace: true })}
        >
          {t('success.tipAgain')}
        </button>
      )}
    </section>
  );
}
