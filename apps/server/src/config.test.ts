import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readServerConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the configuration from the environment', () => {
  it('nothing set: the local sandbox, on 8080', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.coreServiceUrl.href).toBe('http://127.0.0.1:8787/api/core');
    expect(config.tipsServiceUrl.href).toBe('http://127.0.0.1:8787/api/tips');
    expect(config.sandboxProcessorUrl?.href).toBe('http://127.0.0.1:8787/');
    expect(config.processors).toEqual(['sandbox']);
    expect(config.browser).toMatchObject({
      productName: 'Tipwell',
      termsUrl: 'https://example.com/terms',
      supportEmail: 'support@example.com',
      ipLookupUrl: '/api/ip',
    });
  });

  it('real services: their URLs, no sandbox relay unless named', () => {
    const config = readServerConfig({
      CORE_SERVICE_URL: 'https://core.example.com/api/',
      TIPS_SERVICE_URL: 'https://tips.example.com',
      PAYMENT_PROCESSORS: 'adyen-web, square-web',
      PROVIDER_ENVIRONMENT: 'live',
      ADYEN_CLIENT_KEY: 'live_ABC',
      TERMS_URL: 'https://tips.example.com/terms',
    });
    expect(config.coreServiceUrl.href).toBe('https://core.example.com/api');
    expect(config.tipsServiceUrl.href).toBe('https://tips.example.com/');
    expect(config.sandboxProcessorUrl).toBeNull();
    expect(config.processors).toEqual(['adyen-web', 'square-web']);
    expect(config.browser.adyenClientKey).toBe('live_ABC');
  });

  it('names every malformed or unknown value and what it expects', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      CORE_SERVICE_URL: 'core.example.com',
      TIPS_SERVICE_URL: 'ftp://tips.example.com',
      PAYMENT_PROCESSORS: 'sandbox,stripe',
      PROVIDER_ENVIRONMENT: 'prod',
      SUPPORT_EMAIL: 'help',
      TERMS_URL: 'http://example.com/terms',
      RENDER_BUDGET_MS: '-5',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'CORE_SERVICE_URL',
      'PAYMENT_PROCESSORS',
      'PORT',
      'PROVIDER_ENVIRONMENT',
      'RENDER_BUDGET_MS',
      'SUPPORT_EMAIL',
      'TERMS_URL',
      'TIPS_SERVICE_URL',
    ]);
    const about = (name: string) => problems.find((p) => p.startsWith(`${name}:`));
    expect(about('PORT')).toContain('expected a whole number from 0 to 65535, got "eighty"');
    expect(about('PAYMENT_PROCESSORS')).toContain(
      'sandbox, adyen-web, square-web, global-payments-web',
    );
  });

  it('the server started with a bad variable exits non-zero naming it', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: '0', CORE_SERVICE_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('CORE_SERVICE_URL: expected an absolute http or https URL');
  });
});
