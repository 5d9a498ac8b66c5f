import type { FastifyInstance } from 'fastify';
import { quoteFee, toWireMoney } from '@tipwell/core';
import {
  asObject,
  requireInteger,
  requireMoney,
  requireOneOf,
  requireString,
} from '../../http/fields';
import { HttpError } from '../../http/http-error';
import type { SandboxContext } from '../../sandbox-context';
import { requireSettingsProcessor } from './payment-request';
import { feesRoute } from './payment-schemas';

/** A pure computation: safe to retry, no idempotency key. */
export function registerCalculateFeesRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/api/tips/v1/proposals/calculate-fees', feesRoute, async (request) => {
    const body = asObject(request.body, 'body');
    requireSettingsProcessor(ctx, body);
    const mode = requireOneOf(body, 'mode', ['net', 'gross'] as const);
    requireInteger(body, 'tipCount', 1, 1);
    requireString(body, 'locationUid', 50);
    const amount = requireMoney(body, 'amount');
    const quote = quoteFee(amount, mode);
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
  });
}
