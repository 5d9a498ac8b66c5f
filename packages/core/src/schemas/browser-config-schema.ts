import * as v from 'valibot';

/** A value the page reads: a string, else the default (a newer or older server never breaks it). */
const setting = (fallback: string) => v.fallback(v.optional(v.string(), fallback), fallback);

/**
 * The browser's configuration, written once (decision 0037): the web server writes every key into
 * each page (`<meta name="tipwell-config">`, from its environment), the page reads it back through
 * this schema (apps/web/src/config.ts). A key the page does not know is dropped; a missing or
 * malformed one is its default, the one the page has without a server (the local sandbox through
 * Vite, tests). `apps/server/src/config.test.ts` and `apps/web/src/config.test.ts` fail when one
 * side writes or reads a key the schema does not name.
 */
export const browserConfigSchema = v.object({
  /** The services: always the page's own origin (the server's reverse proxy). */
  coreBaseUrl: setting('/api/core'),
  tipsBaseUrl: setting('/api/tips'),
  ipLookupUrl: setting('/api/ip'),
  /** Base of the card provider's endpoints; '' is the page's own origin (the sandbox). */
  providerBaseUrl: setting(''),
  productName: setting('Tipwell'),
  termsUrl: setting('https://example.com/terms'),
  supportEmail: setting('support@example.com'),
  /**
   * The payment providers' public keys (used when system settings name them). Empty: the
   * provider's test-environment defaults apply (apps/web/src/di/provider-defaults.ts).
   */
  adyenClientKey: setting(''),
  adyenEnvironment: setting(''),
  squareApplicationId: setting(''),
  squareLocationId: setting(''),
  squareScriptUrl: setting(''),
  globalPaymentsPublicApiKey: setting(''),
  globalPaymentsEnv: setting(''),
  globalPaymentsScriptUrl: setting(''),
  /** Where the journey's events go (decision 0022); '' measures nothing. */
  insightsUrl: setting(''),
});

export type BrowserConfig = Readonly<v.InferOutput<typeof browserConfigSchema>>;
/** What the server writes: every key named, undefined for the default. */
export type BrowserConfigWrite = { readonly [K in keyof BrowserConfig]: string | undefined };

/** Every key of the browser's configuration, in the schema's order. */
export const BROWSER_CONFIG_KEYS = Object.keys(
  browserConfigSchema.entries,
) as readonly (keyof BrowserConfig)[];

/** The configuration from any value: an object's known keys, each checked; anything else, the defaults. */
export function readBrowserConfig(value: unknown): BrowserConfig {
  return v.parse(browserConfigSchema, typeof value === 'object' && value !== null ? value : {});
}
