/** Runtime configuration: the same build can point at other services. */
export interface AppConfig {
  readonly coreBaseUrl: string;
  readonly tipsBaseUrl: string;
  readonly ipLookupUrl: string;
  /** Base of the card provider's endpoints; '' is the app's own origin (the sandbox). */
  readonly providerBaseUrl: string;
  readonly productName: string;
  readonly termsUrl: string;
  readonly supportEmail: string;
  /** Payment providers (used when system settings name them; see packages/adapters/src/providers). */
  readonly adyenClientKey: string;
  readonly adyenEnvironment: string;
  readonly squareApplicationId: string;
  readonly squareLocationId: string;
  readonly squareScriptUrl: string;
  readonly globalPaymentsPublicApiKey: string;
  readonly globalPaymentsEnv: string;
  readonly globalPaymentsScriptUrl: string;
  /** Where the journey's events go (decision 0022); '' measures nothing. */
  readonly insightsUrl: string;
}

export const defaultConfig: AppConfig = {
  coreBaseUrl: '/api/core',
  tipsBaseUrl: '/api/tips',
  ipLookupUrl: '/api/ip',
  providerBaseUrl: '',
  productName: 'Tipwell',
  termsUrl: 'https://example.com/terms',
  supportEmail: 'support@example.com',
  // Empty: the provider's test-environment defaults apply (apps/web/src/di/provider-defaults.ts,
  // loaded with the provider on the payment step). A real account sets its own (README).
  adyenClientKey: '',
  adyenEnvironment: '',
  squareApplicationId: '',
  squareLocationId: '',
  squareScriptUrl: '',
  globalPaymentsPublicApiKey: '',
  globalPaymentsEnv: '',
  globalPaymentsScriptUrl: '',
  insightsUrl: '',
};

const keys = Object.keys(defaultConfig) as (keyof AppConfig)[];

/** Values from a `<meta name="tipwell-config" content='{"termsUrl": "…"}'>` tag, if any. */
function fromMeta(doc: Document | undefined): Partial<AppConfig> {
  const content = doc?.querySelector('meta[name="tipwell-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null
      ? pick(parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function pick(source: Record<string, unknown>): Partial<AppConfig> {
  const result: Partial<Record<keyof AppConfig, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

/**
 * The defaults, then what the server wrote into the page (apps/server: the environment's
 * variables, validated at its start). One build serves every environment: nothing is read at
 * build time.
 */
export function readConfig(doc: Document | undefined = globalThis.document): AppConfig {
  return { ...defaultConfig, ...fromMeta(doc) };
}
