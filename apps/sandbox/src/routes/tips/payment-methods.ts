import type { SandboxApp } from '../../http/sandbox-app';
import { paymentMethodsRoute } from './payment-schemas';

/** An Adyen-like payment-methods answer, handed to the widget as is. */
export const paymentMethods = {
  paymentMethods: [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
    {
      type: 'googlepay',
      name: 'Google Pay',
      configuration: { merchantId: 'sandbox', gatewayMerchantId: 'TipwellSandbox' },
    },
    {
      type: 'applepay',
      name: 'Apple Pay',
      configuration: { merchantId: 'merchant.sandbox.tipwell', merchantName: 'Tipwell' },
    },
  ],
} as const;

export function registerPaymentMethodsRoute(app: SandboxApp): void {
  app.get('/api/tips/v3/payments/web/payment-methods', paymentMethodsRoute, async () => ({
    data: paymentMethods,
  }));
}
