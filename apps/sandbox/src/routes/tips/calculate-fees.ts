import { parseMoney, quoteFee, toWireMoney } from '@tipwell/core';
import type { FeeBody } from '@tipwell/core/vocabulary';
import { HttpError } from '../../http/http-error';
import type { SandboxApp } from '../../http/sandbox-app';
import type { SandboxContext } from '../../sandbox-context';
import { requireSettingsProcessor } from './payment-request';
import { feesRoute } from './payment-schemas';

/**
 * A pure computation: safe to retry, no idempotency key. Left to the handler: the processor the
 * settings name, and the amount bounds of the fee rule (which depend on the mode: gross must
 * exceed the fee), both the core's and the running sandbox's, not a fixed pattern.
 */
export function registerCalculateFeesRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.post<{ Body: FeeBody }>(
    '/api/tips/v1/proposals/calculate-fees',
    feesRoute,
    async (request) => {
      const { body } = request;
      requireSettingsProcessor(ctx, body.processor);
      const amount = parseMoney(body.amount);
      const quote = amount === null ? null : quoteFee(amount, body.mode);
      if (!quote) {
        throw new HttpError(
          422,
          'AMOUNT_OUT_OF_RANGE',
          'amount must be more than $0.00 (more than the fee when gross) and at most $10,000.00',
          'amount',
        );
      }
      return {
        data: {
          fee: toWireMoney(quote.fee),
          tipAmount: toWireMoney(quote.tipAmount),
          total: toWireMoney(quote.total),
        },
      };
    },
  );
}
