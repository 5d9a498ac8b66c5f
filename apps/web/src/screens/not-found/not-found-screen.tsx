import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './not-found-screen.scss';

export function NotFoundScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.text')}</p>
    </section>
  );
}
