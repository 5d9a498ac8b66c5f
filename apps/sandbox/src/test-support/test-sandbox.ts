import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSandbox, type SandboxOptions } from '../server';

export const FINGERPRINT = { 'x-device-fingerprint': 'test-fingerprint' };

export interface TestResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  readonly json: any;
}

export interface TestSandbox {
  readonly app: FastifyInstance;
  readonly dbPath: string;
  get(url: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

export function tempDbPath(): string {
  return join(tmpdir(), `tipwell-sandbox-test-${randomBytes(6).toString('hex')}.db`);
}

export function removeDb(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
}

/** A sandbox on a fresh temporary database, driven with Fastify's inject (fingerprint included). */
export function openTestSandbox(options: Partial<SandboxOptions> = {}): TestSandbox {
  const dbPath = options.dbPath ?? tempDbPath();
  const app = createSandbox({ ...options, dbPath });
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<TestResponse> => {
    const response = await app.inject({
      method,
      url,
      headers: { ...FINGERPRINT, ...headers },
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    let json: unknown = null;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = null;
    }
    return { status: response.statusCode, headers: response.headers, body: response.body, json };
  };
  return {
    app,
    dbPath,
    get: (url, headers = {}) => send('GET', url, undefined, headers),
    post: (url, body, headers = {}) =>
      send('POST', url, body, { 'content-type': 'application/json', ...headers }),
    close: async () => {
      await app.close();
      removeDb(dbPath);
    },
  };
}
