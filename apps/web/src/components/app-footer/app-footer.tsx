import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import './app-footer.scss';

export interface AppFooterProps {
  readonly termsUrl: string;
  readonly supportEmail: string;
}

export function AppFooter({ termsUrl, supportEmail }: AppFooterProps): ReactElement {
  const t = useMessages();
  return (
    <footer className="app-footer">
      <p>
        {t('footer.termsNote')}{' '}
        <a className="text-link" href={termsUrl} target="_blank" rel="noopener noreferrer">
          {t('footer.termsLink')}
        </a>
      </p>
      <p>
        <a className="text-link" href={`mailto:${supportEmail}`}>
          {t('footer.support')}
        </a>
      </p>
    </footer>
  );
}
