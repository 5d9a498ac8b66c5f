// The lite build: the Reflect metadata API inversify's bindings use, without the metadata registry.
import 'reflect-metadata/lite';
import { Container } from 'inversify';
import type { Tipping } from '@tipwell/core';
import type { AppServices } from './app-services';
import { createAppTipping } from './create-tipping';
import { TOKENS } from './tokens';

/**
 * A fresh container per app root, test and story; every binding is a singleton inside it.
 * No decorators: constants for the services and the core. The browser passes the core start-up/4-boot.ts
 * already built (and started); tests and stories get one made over their services.
 */
export function createContainer(
  services: AppServices,
  core: Tipping = createAppTipping(services),
): Container {
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
  container.bind<Tipping>(TOKENS.tipping).toConstantValue(core);
  return container;
}
