import type { PaymentGateway, Processor } from '@tipwell/core';
import type { AdyenEnvironment } from '@tipwell/adapters';
import type { AppConfig } from '../config';

/**
 * The gateway of a processor. Each provider is its own dynamic import, so its code is fetched on the
 * payment step only, and only the configured provider's.
 */
export async function loadGateway(
  processor: Processor,
  config: AppConfig,
): Promise<PaymentGateway> {
  switch (processor) {
    case 'adyen-web': {
      const { loadGateway: adyen } = await import('@tipwell/adapters/adyen');
      return adyen({
        clientKey: config.adyenClientKey,
        environment: config.adyenEnvironment as AdyenEnvironment,
      });
    }
    case 'square-web': {
      const { loadGateway: square } = await import('@tipwell/adapters/square');
      return square({
        applicationId: config.squareApplicationId,
        locationId: config.squareLocationId,
        scriptUrl: config.squareScriptUrl,
      });
    }
    case 'global-payments-web': {
      const { loadGateway: globalPayments } = await import('@tipwell/adapters/global-payments');
      return globalPayments({
        publicApiKey: config.globalPaymentsPublicApiKey,
        env: config.globalPaymentsEnv === 'production' ? 'production' : 'sandbox',
        scriptUrl: config.globalPaymentsScriptUrl,
      });
    }
  }
  throw new Error(`No payment gateway for processor ${String(processor)}`);
}
