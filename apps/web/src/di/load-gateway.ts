import type { PaymentGateway, Processor } from '@tipwell/core';
import type { AdyenEnvironment } from '@tipwell/adapters';
import type { AppConfig } from '../config';

/**
 * Fetches the sandbox card form's code ahead of the payment step (called when the browser is idle
 * after the landing). The real providers' code is never fetched up front: their SDKs and scripts
 * stay on the payment step, and only the configured one's.
 */
export async function prefetchGateway(processor: Processor | null): Promise<void> {
  if (processor === null || processor === 'sandbox') await import('./load-sandbox-gateway');
}

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
