import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import './spinner.scss';

export function Spinner({ label }: { readonly label?: string }): ReactElement {
  const t = useMessages();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </div>
  );
}
