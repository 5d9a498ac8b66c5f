import type { AddressInfo } from 'node:net';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { PROCESSORS } from '@tipwell/core/vocabulary';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { openDatabase } from './db/open-database';
import type { SeedName } from './db/seed';
import { registerFaultHooks } from './faults/fault-hooks';
import type { FaultInjector } from './faults/fault-queue';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerFingerprintGuard } from './http/fingerprint-guard';
import { registerNoStore } from './http/no-store';
import { registerRequestContract } from './http/request-contract';
import { AJV_OPTIONS } from './http/request-schemas';
import { registerSandboxAssetRoutes } from './routes/assets/sandbox-assets';
import { registerCodeExchangeRoutes } from './routes/core/code-exchanges';
import { registerLocationRoutes } from './routes/core/locations';
import { registerSettingsRoutes } from './routes/core/settings';
import { registerCollectorRoute } from './insights/collector-route';
import { registerIpRoute } from './routes/ip';
import { registerFormBodyParser } from './routes/provider/form-body';
import { registerThreeDsRoutes } from './routes/provider/three-ds';
import { registerTokenRoute } from './routes/provider/tokens';
import { registerCalculateFeesRoute } from './routes/tips/calculate-fees';
import { registerPaymentDetailsRoute } from './routes/tips/payment-details';
import { registerPaymentIntentRoute } from './routes/tips/payment-intent';
import { registerPaymentMethodsRoute } from './routes/tips/payment-methods';
import { registerProviderRoutes } from './routes/providers/provider-routes';
import { registerPaymentRoutes } from './routes/tips/payments';
import { registerReviewRoute } from './routes/tips/reviews';
import { type IdSource, type WebProcessor, createContext } from './sandbox-context';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface SandboxOptions {
  readonly dbPath: string;
  /** The world written into a new (or reset) database; default 'demo'. */
  readonly seed?: SeedName | undefined;
  /** Drop the database's contents and reseed. */
  readonly reset?: boolean | undefined;
  /** system-settings' webProcessor for every location; default 'sandbox'. */
  readonly processor?: WebProcessor | undefined;
  readonly logger?: FastifyServerOptions['logger'];
  /** Fault injection for resilience tests (see faults/fault-queue.ts). */
  readonly faults?: FaultInjector | undefined;
  /**
   * The ids of what the sandbox creates (payment references…); random unless a script needs them
   * stable (the screenshots).
   */
  readonly newId?: IdSource | undefined;
}

/**
 * The sandbox's core and tips services, card provider and assets on one Fastify instance: the
 * stand-in for the real services behind apps/server, which serves the app in front of it.
 */
export function createSandbox(options: SandboxOptions): FastifyInstance {
  const db = openDatabase({ dbPath: options.dbPath, seed: options.seed, reset: options.reset });
  const ctx = createContext(db, options.processor ?? 'sandbox', options.newId);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The app's server relays the browser's calls and names the origin the guest is on in
    // X-Forwarded-Host / -Proto: that origin is the one a payment's returnUrl must name.
    trustProxy: true,
    ajv: { customOptions: AJV_OPTIONS },
    frameworkErrors,
  }).withTypeProvider<JsonSchemaToTsProvider>();
  app.addHook('onClose', async () => {
    db.close();
  });

  // JSON only: a text/plain body is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerNoStore(app);
  registerFingerprintGuard(app);
  registerRequestContract(app);
  if (options.faults) registerFaultHooks(app, options.faults);

  registerIpRoute(app);
  registerLocationRoutes(app, ctx);
  registerCodeExchangeRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerCalculateFeesRoute(app, ctx);
  registerPaymentMethodsRoute(app);
  registerProviderRoutes(app, ctx);
  registerPaymentIntentRoute(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerPaymentDetailsRoute(app, ctx);
  registerReviewRoute(app, ctx);
  registerSandboxAssetRoutes(app, ctx);
  registerTokenRoute(app, ctx);
  registerCollectorRoute(app, db);
  // Only the 3-D Secure page's forms post form bodies; everything else stays JSON-only.
  void app.register(async (scope) => {
    registerFormBodyParser(scope);
    registerThreeDsRoutes(scope, ctx);
  });
  return app;
}

export function processorFrom(value: string | undefined): WebProcessor {
  if (value === undefined || value === '') return 'sandbox';
  if (!(PROCESSORS as readonly string[]).includes(value)) {
    throw new Error(`SANDBOX_PROCESSOR must be one of ${PROCESSORS.join(', ')}`);
  }
  return value as WebProcessor;
}

export interface StartOptions extends SandboxOptions {
  readonly port: number;
  readonly host?: string | undefined;
}

export interface RunningSandbox {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the sandbox on a port (0 picks a free one). `reset` and `processor` default to the
 * SANDBOX_RESET=1 and SANDBOX_PROCESSOR environment variables, so `npm start` honours them too.
 */
export async function startSandbox(options: StartOptions): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const app = createSandbox({
    ...options,
    // A running server logs its warnings and unexpected errors (with the request id) by default.
    logger: options.logger ?? { level: 'warn' },
    reset: options.reset ?? process.env['SANDBOX_RESET'] === '1',
    processor: options.processor ?? processorFrom(process.env['SANDBOX_PROCESSOR']),
  });
  await app.listen({ port: options.port, host });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: async () => {
      await app.close();
    },
  };
}
