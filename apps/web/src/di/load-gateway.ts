import type { PaymentGateway, Processor } from '@tipwell/core';
import type { AdyenEnvironment } from '@tipwell/adapters';
import type { AppConfig } from '../config';

/**
 * The gateway of a processor. Each provider is its own dynamic import, so its code is fetched on the
 * payment step only, and only the configured provider's.
 */
export async function loadGateway(
  processor: Processor,
  configured: AppConfig,
): Promise<PaymentGateway> {
  if (processor === 'sandbox') {
    const { loadSandboxGateway } = await import('./load-sandbox-gateway');
    return loadSandboxGateway({ providerBaseUrl: configured.providerBaseUrl });
  }
  // Empty provider keys take their test-environment defaults (loaded with the provider only).
  const { withProviderDefaults } = await import('./provider-defaults');
  const config = withProviderDefaults(configured);
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
}
