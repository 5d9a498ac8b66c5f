// The lite build: the Reflect metadata API inversify's bindings use, without the metadata registry.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { createTippingCore, type TippingCore } from '@tipwell/core';
import type { AppServices } from './app-services';
import { lazyGateway } from './lazy-gateway';
import { TOKENS } from './tokens';

/**
 * A fresh container per app root, test and story; every binding is a singleton inside it.
 * No decorators: constants for the services, a factory for the core.
 */
export function createContainer(services: AppServices): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(services.config);
  container.bind(TOKENS.coreApi).toConstantValue(services.coreApi);
  container.bind(TOKENS.tipsApi).toConstantValue(services.tipsApi);
  container.bind(TOKENS.sessionStorage).toConstantValue(services.sessionStorage);
  container.bind(TOKENS.localStorage).toConstantValue(services.localStorage);
  container.bind(TOKENS.fingerprint).toConstantValue(services.fingerprint);
  container.bind(TOKENS.clock).toConstantValue(services.clock);
  container.bind(TOKENS.ids).toConstantValue(services.ids);
  container.bind(TOKENS.gatewayLoader).toConstantValue(services.gatewayLoader);
  container.bind(TOKENS.origin).toConstantValue(services.origin);
  container
    .bind<TippingCore>(TOKENS.core)
    .toDynamicValue((context) => {
      const core: TippingCore = createTippingCore({
        coreApi: context.get(TOKENS.coreApi),
        tipsApi: context.get(TOKENS.tipsApi),
        gateway: lazyGateway(
          context.get(TOKENS.gatewayLoader),
          () => core.stores.landing.getSnapshot().processor ?? 'sandbox',
        ),
        sessionStorage: context.get(TOKENS.sessionStorage),
        localStorage: context.get(TOKENS.localStorage),
        fingerprint: context.get(TOKENS.fingerprint),
        clock: context.get(TOKENS.clock),
        ids: context.get(TOKENS.ids),
        config: { origin: context.get(TOKENS.origin) },
      });
      return core;
    })
    .inSingletonScope();
  return container;
}
