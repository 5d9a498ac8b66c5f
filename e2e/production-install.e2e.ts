import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@tipwell/sandbox';
import { startServerProcess } from './support/server-process';

// what a deployment installs is the built server and the built app with the server's
// production dependencies only (`npm ci --omit=dev --omit=optional`), as the Dockerfile does. From the npm cache
// (--prefer-offline): a few seconds, no compiler, no dev tool.

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const WORKSPACES = [
  'packages/core',
  'packages/adapters',
  'apps/sandbox',
  'apps/server',
  'apps/web',
];
const BUILT = ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr'];

describe('a production-only install', () => {
  const copy = mkdtempSync(join(tmpdir(), 'tipwell-prod-'));
  const data = mkdtempSync(join(tmpdir(), 'tipwell-prod-db-'));
  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  it('installs the server alone, starts, and serves a rendered landing', async () => {
    for (const file of [
      'package.json',
      'package-lock.json',
      ...WORKSPACES.map((w) => `${w}/package.json`),
      ...BUILT,
    ]) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(root, file), join(copy, file), { recursive: true });
    }
    const installed = await run(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--omit=optional',
        '--workspace',
        '@tipwell/server',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      { cwd: copy, env: { ...process.env, NODE_ENV: 'production' } },
    );
    const warnings = `${installed.stdout}\n${installed.stderr}`
      .split('\n')
      .filter((line) => /warn/i.test(line) && !/nodedir/.test(line));
    expect(warnings).toEqual([]);
    expect(existsSync(join(copy, 'node_modules/fastify'))).toBe(true);
    expect(existsSync(join(copy, 'node_modules/@fastify/http-proxy'))).toBe(true);
    for (const devTool of ['vite', 'vitest', 'typescript', 'tsx', 'libsql', 'react']) {
      expect(existsSync(join(copy, 'node_modules', devTool)), devTool).toBe(false);
    }

    const sandbox = await startSandbox({ port: 0, dbPath: join(data, 'sandbox.db') });
    const server = await startServerProcess(
      { SANDBOX_URL: sandbox.url, STATIC_DIR: join(copy, 'apps/web/dist') },
      join(copy, 'apps/server/dist/main.js'),
    );
    try {
      const page = await fetch(`${server.url}/L100`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain('Lumen Salon &amp; Spa');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
      await sandbox.close();
    }
  }, 120_000);
});
