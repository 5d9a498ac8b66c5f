import type { FastifyInstance } from 'fastify';
import { asObject, optionalString, requireString } from '../../http/fields';
import { runIdempotent } from '../../http/idempotency';
import { requestOrigin } from '../../http/same-origin';
import type { SandboxContext } from '../../sandbox-context';
import { readIntentRef, requireOpenIntent } from './payment-intent';
import { readCommon, readPoolTips, readUserTips } from './payment-request';
import { poolPaymentRoute, qrPaymentRoute, webPaymentRoute } from './payment-schemas';
import { processPayment } from './process-payment';

/** POST v1 /payments/web, v1 /payments/pool-web, and v1 + v3 /payments/qr (QR and pay later). */
export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/api/tips/v1/payments/web', webPaymentRoute, async (request, reply) =>
    runIdempotent(ctx, request, reply, 'payments/web', (key) => {
      const body = asObject(request.body, 'body');
      const common = readCommon(body, ctx, requestOrigin(request));
      const tips = readUserTips(body, ctx);
      return processPayment(
        ctx,
        { kind: 'web', common, tips, deviceId: null, intent: null, postalCode: null },
        key,
      );
    }),
  );

  app.post('/api/tips/v1/payments/pool-web', poolPaymentRoute, async (request, reply) =>
    runIdempotent(ctx, request, reply, 'payments/pool-web', (key) => {
      const body = asObject(request.body, 'body');
      const common = readCommon(body, ctx, requestOrigin(request));
      const tips = readPoolTips(body, ctx);
      return processPayment(
        ctx,
        { kind: 'pool-web', common, tips, deviceId: null, intent: null, postalCode: null },
        key,
      );
    }),
  );

  for (const version of ['v1', 'v3']) {
    app.post(`/api/tips/${version}/payments/qr`, qrPaymentRoute, async (request, reply) =>
      runIdempotent(ctx, request, reply, 'payments/qr', (key) => {
        const body = asObject(request.body, 'body');
        const common = readCommon(body, ctx, requestOrigin(request));
        const deviceId = requireString(body, 'deviceId', 500);
        const intent = readIntentRef(body);
        const tips = readUserTips(body, ctx);
        const postalCode = intent.type === 1 ? optionalString(body, 'postalCode', 20) : null;
        requireOpenIntent(ctx, intent);
        const kind = intent.type === 0 ? 'qr' : 'pay-later';
        return processPayment(ctx, { kind, common, tips, deviceId, intent, postalCode }, key);
      }),
    );
  }
}
