import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../sandbox-context';
import { paymentMethods } from '../tips/payment-methods';

const PAYMENT_METHODS_ROUTE = '/api/tips/v3/payments/web/payment-methods';

/** The recorded Adyen /paymentMethods response the adyen-web adapter's tests also use. */
const RECORDED = new URL(
  '../../../../../packages/adapters/src/providers/adyen/fixtures/payment-methods.json',
  import.meta.url,
);

/** The recorded response; the built-in list when the fixture is not beside the sandbox. */
export function recordedAdyenPaymentMethods(): unknown {
  try {
    return JSON.parse(readFileSync(RECORDED, 'utf8')) as unknown;
  } catch {
    return paymentMethods;
  }
}

/**
 * Provider-specific answers (docs/decisions/0005-payment-providers.md). Under
 * SANDBOX_PROCESSOR=adyen-web a valid payment-methods request answers the recorded Adyen response
 * (the route itself still validates `amount`). Square and Global Payments need nothing from the
 * sandbox beyond the processor switch: their tokens are captured like any non-sandbox source.
 */
export function registerProviderRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  if (ctx.webProcessor !== 'adyen-web') return;
  const recorded = recordedAdyenPaymentMethods();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const isMethods =
      request.method === 'GET' && request.routeOptions.url === PAYMENT_METHODS_ROUTE;
    return isMethods && reply.statusCode === 200 ? { data: recorded } : payload;
  });
}
