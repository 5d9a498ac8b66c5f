import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import './back-button.scss';

export function BackButton({ onBack }: { readonly onBack: () => void }): ReactElement {
  const t = useMessages();
  return (
    <button type="button" className="back-button" onClick={onBack} aria-label={t('app.back')}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
