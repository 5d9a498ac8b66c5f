import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../../http/http-error';

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

export function registerPaymentMethodsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { amount?: unknown } }>(
    '/api/tips/v3/payments/web/payment-methods',
    async (request) => {
      const amount = request.query.amount;
      if (typeof amount !== 'string' || !/^\d{1,9}$/.test(amount) || Number(amount) <= 0) {
        throw validationFailed('amount', 'amount must be a positive whole number of cents');
      }
      return { data: paymentMethods };
    },
  );
}
