import type { ShellTexts } from '@tipwell/adapters';
import { currentMessages, type Messages } from '../i18n/translator';

/** The app's words around a card provider's fields, from the catalog, in the guest's language. */
function shellTexts(t: Messages): ShellTexts {
  return {
    enterCard: t('widget.enterCard'),
    applePay: t('widget.applePay'),
    googlePay: t('widget.googlePay'),
    nameOnCard: t('widget.nameOnCard'),
    postalCode: t('widget.postalCode'),
    walletLine: t('widget.walletLine'),
    walletTotal: t('payment.total'),
    pay: (total) => t('payment.pay', { total: t.money(total) }),
  };
}

/** Read by a gateway at each mount: the language the guest reads at that moment. */
export function currentShellTexts(): ShellTexts {
  return shellTexts(currentMessages());
}
