import type { ReactElement } from 'react';
import { AlertDialog } from '../components/alert-dialog/alert-dialog';
import { useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { textOf, useMessages } from '../i18n/messages';

/** The one alert dialog of the app, fed by the core's alert store. */
export function AlertHost(): ReactElement {
  const tipping = useTipping();
  const alert = useStore(tipping.alert.store);
  const t = useMessages();
  return (
    <AlertDialog
      alert={{
        open: alert.open,
        title: textOf(alert.title, t),
        text: alert.text ? textOf(alert.text, t) : '',
        severity: alert.severity,
      }}
      onClose={tipping.alert.close}
    />
  );
}
