import type { AppConfig } from '../config';

type ProviderKeys = Pick<
  AppConfig,
  | 'adyenClientKey'
  | 'adyenEnvironment'
  | 'squareApplicationId'
  | 'squareLocationId'
  | 'squareScriptUrl'
  | 'globalPaymentsPublicApiKey'
  | 'globalPaymentsEnv'
  | 'globalPaymentsScriptUrl'
>;

/**
 * Test-environment placeholders for each provider, used where the configuration leaves a key empty.
 * Imported with the provider's code on the payment step, never by the first screens.
 */
export const PROVIDER_DEFAULTS: ProviderKeys = {
  adyenClientKey: 'test_TIPWELLSANDBOXPLACEHOLDER0000',
  adyenEnvironment: 'test',
  squareApplicationId: 'sandbox-sq0idb-tipwell-placeholder',
  squareLocationId: 'tipwell-sandbox-location',
  squareScriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
  globalPaymentsPublicApiKey: 'pkapi_cert_tipwellplaceholder',
  globalPaymentsEnv: 'sandbox',
  globalPaymentsScriptUrl: 'https://js-cert.globalpay.com/4.1.11/globalpayments.js',
};

/** The configuration with every empty provider key filled from the defaults. */
export function withProviderDefaults(config: AppConfig): AppConfig {
  const filled: Record<string, string> = {};
  for (const [key, value] of Object.entries(PROVIDER_DEFAULTS)) {
    filled[key] = config[key as keyof ProviderKeys] || value;
  }
  return { ...config, ...filled };
}
