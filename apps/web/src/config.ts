import { readBrowserConfig, type BrowserConfig } from '@tipwell/core/vocabulary';

/**
 * Runtime configuration: the same build can point at other services. Its keys, their meaning and
 * defaults are the core's `browserConfigSchema` (the server writes the same schema's keys).
 */
export type AppConfig = BrowserConfig;

/** The configuration of a page the server did not write (the local sandbox through Vite, tests). */
export const defaultConfig: AppConfig = readBrowserConfig({});

/** The JSON of a `<meta name="tipwell-config" content='{"termsUrl": "…"}'>` tag; null: none or not JSON. */
function metaJson(doc: Document | undefined): unknown {
  const content = doc?.querySelector('meta[name="tipwell-config"]')?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
}

/**
 * What the server wrote into the page (apps/server: the environment's variables, validated at its
 * start), read through the schema: a missing or malformed key is its default. One build serves
 * every environment: nothing is read at build time.
 */
export function readConfig(doc: Document | undefined = globalThis.document): AppConfig {
  return readBrowserConfig(metaJson(doc));
}
