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

  it("reads the web build's folder and OpenTelemetry's switch through the same schema", () => {
    expect(readServerConfig({})).toMatchObject({ staticDir: null, openTelemetry: null });
    expect(readServerConfig({ STATIC_DIR: '/srv/web' }).staticDir).toBe('/srv/web');
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(readServerConfig(endpoint).openTelemetry).toEqual({ serviceName: null });
    expect(readServerConfig({ ...endpoint, OTEL_SERVICE_NAME: 'tips-eu' }).openTelemetry).toEqual({
      serviceName: 'tips-eu',
    });
    expect(readServerConfig({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }).openTelemetry).toBeNull();
    expect(
      readServerConfig({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).openTelemetry,
    ).toBeNull();
    expect(readServerConfig({ OTEL_TRACES_EXPORTER: 'console' }).openTelemetry).not.toBeNull();
    expect(readServerConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }).openTelemetry).toBeNull();
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

  it('production: every default is refused, one problem per variable; the sandbox never', () => {
    const names = (env: Record<string, string>) =>
      problemsOf({ NODE_ENV: 'production', ...env }).map((p) => p.split(':')[0]);
    expect(names({}).sort()).toEqual([
      'CORE_SERVICE_URL',
      'INSIGHTS_COLLECTOR_URL',
      'PAYMENT_PROCESSORS',
      'PRODUCT_NAME',
      'PROVIDER_ENVIRONMENT',
      'SUPPORT_EMAIL',
      'TERMS_URL',
      'TIPS_SERVICE_URL',
    ]);
    const named = {
      CORE_SERVICE_URL: 'https://core.example.com/api',
      TIPS_SERVICE_URL: 'https://tips.example.com/api',
      PAYMENT_PROCESSORS: 'adyen-web',
      ADYEN_CLIENT_KEY: 'live_ABC',
      ADYEN_ENVIRONMENT: 'live',
      PROVIDER_ENVIRONMENT: 'live',
      PRODUCT_NAME: 'Hotel Tips',
      TERMS_URL: 'https://hotel.example.com/terms',
      SUPPORT_EMAIL: 'help@hotel.example.com',
      INSIGHTS: 'log',
    };
    expect(names(named)).toEqual([]);
    expect(readServerConfig({ NODE_ENV: 'production', ...named }).sandboxProcessorUrl).toBeNull();
    expect(problemsOf({ NODE_ENV: 'production', ...named, PAYMENT_PROCESSORS: 'sandbox' })).toEqual(
      ['PAYMENT_PROCESSORS: sandbox takes no real payment and is refused in production'],
    );
    expect(
      names({ ...named, SANDBOX_PROCESSOR_URL: 'http://127.0.0.1:8787', ADYEN_CLIENT_KEY: '' }),
    ).toEqual(['SANDBOX_PROCESSOR_URL', 'ADYEN_CLIENT_KEY']);
  });

  it('production with nothing set: the server exits 2, one line per problem', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'CORE_SERVICE_URL',
      'TIPS_SERVICE_URL',
      'PAYMENT_PROCESSORS',
      'PROVIDER_ENVIRONMENT',
      'PRODUCT_NAME',
      'TERMS_URL',
      'SUPPORT_EMAIL',
      'INSIGHTS_COLLECTOR_URL',
    ]);
    expect(run.stdout).toBe('');
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
