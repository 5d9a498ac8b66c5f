import { unmountWidget } from './context';
import { pay, setShopperEmail } from './pay';
import { payAgain } from './pay-again';
import { mountWidget, tryAgain } from './widget';
import type { CoreContext } from './context';
import type { TippingActions } from './tipping-core.types';

/** The payment unit: the e-mail, the widget, the press and its ways forward. */
export function paymentActions(
  context: CoreContext,
): Pick<
  TippingActions,
  | 'setShopperEmail'
  | 'mountWidget'
  | 'unmountWidget'
  | 'pay'
  | 'tryAgain'
  | 'payAgain'
  | 'setGateway'
> {
  return {
    setShopperEmail: (email) => setShopperEmail(context, email),
    mountWidget: (host, locale) => mountWidget(context, host, locale),
    unmountWidget: () => unmountWidget(context),
    pay: () => pay(context),
    tryAgain: () => tryAgain(context),
    payAgain: () => payAgain(context),
    setGateway: (gateway) => {
      if (context.widget.gateway === gateway) return;
      unmountWidget(context);
      context.widget.replaceGateway(gateway);
    },
  };
}
