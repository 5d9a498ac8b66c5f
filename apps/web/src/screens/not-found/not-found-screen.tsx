import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './not-found-screen.scss';

export interface NotFoundScreenProps {
  /** A code the guest can go back to (e.g. `/L100/unknown-screen` → `/L100`); none when unknown. */
  readonly backToCode?: string | null;
}

/** Spec §2 not-found: 'Page not found', with a way back to the landing when a code is known. */
export function NotFoundScreen({ backToCode = null }: NotFoundScreenProps): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
      {backToCode !== null && (
        <Link
          className="button button--block not-found__back"
          to={`/${encodeURIComponent(backToCode)}`}
        >
          {t('notFound.back')}
        </Link>
      )}
    </section>
  );
}
