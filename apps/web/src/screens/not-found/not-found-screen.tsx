import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { SupportLink } from '../../components/support-link/support-link';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './not-found-screen.scss';

export interface NotFoundScreenProps {
  /** An existing code the guest can go back to (`/L100/unknown-screen` → `/L100`). */
  readonly backToCode?: string | null;
  /** True while the address's code is being looked up: its way forward is not known yet. */
  readonly checking?: boolean;
}

/**
 * Not found: 'Page not found', and always a way forward: back to the start of a code that
 * exists, else a short explanation and the support link.
 */
export function NotFoundScreen({
  backToCode = null,
  checking = false,
}: NotFoundScreenProps): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      {backToCode !== null ? (
        <Link
          className="button button--block not-found__way"
          to={`/${encodeURIComponent(backToCode)}`}
        >
          {t('notFound.back')}
        </Link>
      ) : (
        !checking && (
          <>
            <p>{t('notFound.help')}</p>
            <div className="not-found__way">
              <SupportLink />
            </div>
          </>
        )
      )}
    </section>
  );
}
