import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { startSandbox, type RunningSandbox } from '@tipwell/sandbox';
import { readServerConfig } from '../config';
import { createServer } from '../server';

/** A folder shaped like a web build: `files` by relative path; removed by `removeDir`. */
export function buildDir(files: Readonly<Record<string, string | Buffer>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-server-test-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-ssr`, { recursive: true, force: true });
}

export interface TestStack {
  readonly app: FastifyInstance;
  /** The server's address over real HTTP. */
  readonly url: string;
  readonly sandbox: RunningSandbox;
  /** Every log line the server wrote (JSON). */
  readonly logs: string[];
  close(): Promise<void>;
}

/**
 * A real sandbox on a temporary database and the server in front of it, both listening on
 * loopback; `env` are the server's variables (its upstreams default to this sandbox).
 */
export async function startTestStack(
  staticDir: string,
  env: Record<string, string> = {},
): Promise<TestStack> {
  const data = mkdtempSync(join(tmpdir(), 'tipwell-server-db-'));
  const sandbox = await startSandbox({ port: 0, dbPath: join(data, 'sandbox.db'), reset: false });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = readServerConfig({ SANDBOX_URL: sandbox.url, ...env });
  const app = await createServer(config, {
    staticDir,
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    sandbox,
    logs,
    async close() {
      await app.close();
      await sandbox.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
