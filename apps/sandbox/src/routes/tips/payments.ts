import { runIdempotent } from '../../http/idempotency';
import type { SandboxApp } from '../../http/sandbox-app';
import { requestOrigin } from '../../http/same-origin';
import type { SandboxContext } from '../../sandbox-context';
import { requireAllowedAmounts } from './amount-rules';
import { intentRefOf, requireIntentLines, requireOpenIntent } from './payment-intent';
import { readCommon, readPoolTips, readUserTips } from './payment-request';
import type { PoolPaymentBody, QrPaymentBody, WebPaymentBody } from '@tipwell/core/vocabulary';
import { type Keyed, poolPaymentRoute, qrPaymentRoute, webPaymentRoute } from './payment-schemas';
import { processPayment } from './process-payment';

/**
 * POST v1 /payments/web, v1 /payments/pool-web, and v1 + v3 /payments/qr (QR and pay later). The
 * route schemas checked every shape; the handlers check what needs the world: the settings'
 * processor and the origin (readCommon), the recipients and amount bounds (read…Tips), the intent
 * being known and unpaid and its own lines (requireOpenIntent, requireIntentLines), the amounts
 * the settings allow (requireAllowedAmounts), and the key's earlier answer (runIdempotent).
 */
export function registerPaymentRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.post<Keyed<WebPaymentBody>>(
    '/api/tips/v1/payments/web',
    webPaymentRoute,
    async (request, reply) =>
      runIdempotent(ctx, request, reply, 'payments/web', (key) => {
        const common = readCommon(request.body, ctx, requestOrigin(request));
        const tips = readUserTips(request.body.tips, ctx);
        requireAllowedAmounts(ctx, tips, null);
        return processPayment(
          ctx,
          { kind: 'web', common, tips, deviceId: null, intent: null, postalCode: null },
          key,
        );
      }),
  );

  app.post<Keyed<PoolPaymentBody>>(
    '/api/tips/v1/payments/pool-web',
    poolPaymentRoute,
    async (request, reply) =>
      runIdempotent(ctx, request, reply, 'payments/pool-web', (key) => {
        const common = readCommon(request.body, ctx, requestOrigin(request));
        const tips = readPoolTips(request.body.tips, ctx);
        requireAllowedAmounts(ctx, tips, null);
        return processPayment(
          ctx,
          { kind: 'pool-web', common, tips, deviceId: null, intent: null, postalCode: null },
          key,
        );
      }),
  );

  for (const version of ['v1', 'v3']) {
    app.post<Keyed<QrPaymentBody>>(
      `/api/tips/${version}/payments/qr`,
      qrPaymentRoute,
      async (request, reply) =>
        runIdempotent(ctx, request, reply, 'payments/qr', (key) => {
          const { body } = request;
          const common = readCommon(body, ctx, requestOrigin(request));
          const intent = intentRefOf(body);
          const tips = readUserTips(body.tips, ctx);
          const postalCode = intent.type === 1 ? (body.postalCode ?? null) : null;
          const open = requireOpenIntent(ctx, intent);
          requireIntentLines(open, tips);
          requireAllowedAmounts(ctx, tips, open);
          const kind = intent.type === 0 ? 'qr' : 'pay-later';
          const deviceId = body.deviceId;
          return processPayment(ctx, { kind, common, tips, deviceId, intent, postalCode }, key);
        }),
    );
  }
}
