import type { ReactElement } from 'react';
import { useConfig } from '../../di/container-context';
import { useMessages } from '../../i18n/messages';

/**
 * The way forward where there is no start to go back to: a mail to support (config
 * `supportEmail`), a full-width secondary button so it reads as an action, not a footnote.
 */
export function SupportLink(): ReactElement {
  const t = useMessages();
  const { supportEmail } = useConfig();
  return (
    <a className="button button--block button--secondary" href={`mailto:${supportEmail}`}>
      {t('support.email')}
    </a>
  );
}
