import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { startSandbox, type RunningSandbox } from '@tipwell/sandbox';
import { readServerConfig } from '../config';
import type { ServerMetrics } from '../observability/metrics';
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

/** Holds the event loop for `ms`, as a busy process does (the server then sheds). */
export function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin
  }
}

export interface TestStack {
  readonly app: FastifyInstance;
  /** The server's address over real HTTP. */
  readonly url: string;
  readonly sandbox: RunningSandbox;
  /** Every log line the server wrote (JSON). */
  readonly logs: string[];
  /** The requests the sandbox received, with their trace header (`recordSandbox` only). */
  readonly sandboxReceived: { method: string; url: string; traceparent?: string }[];
  close(): Promise<void>;
}

/**
 * A real sandbox on a temporary database and the server in front of it, both listening on
 * loopback; `env` are the server's variables (its upstreams default to this sandbox).
 */
export async function startTestStack(
  staticDir: string,
  env: Record<string, string> = {},
  options: { readonly metrics?: ServerMetrics; readonly recordSandbox?: boolean } = {},
): Promise<TestStack> {
  const data = mkdtempSync(join(tmpdir(), 'tipwell-server-db-'));
  const sandboxReceived: TestStack['sandboxReceived'] = [];
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(data, 'sandbox.db'),
    reset: false,
    // Fastify's "incoming request" line, its request written as the test reads it.
    ...(options.recordSandbox === true && {
      logger: {
        level: 'info',
        stream: linesTo([]),
        serializers: {
          req: (request: { method: string; url: string; headers: Record<string, unknown> }) => {
            const { traceparent } = request.headers;
            sandboxReceived.push({
              method: request.method,
              url: request.url,
              ...(typeof traceparent === 'string' && { traceparent }),
            });
            return { method: request.method };
          },
        },
      },
    }),
  });
  const logs: string[] = [];
  const config = readServerConfig({ SANDBOX_URL: sandbox.url, ...env });
  const app = await createServer(config, {
    staticDir,
    logger: { level: 'info', stream: linesTo(logs) },
    ...(options.metrics !== undefined && { metrics: options.metrics }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    sandbox,
    logs,
    sandboxReceived,
    async close() {
      await app.close();
      await sandbox.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** A stream that keeps each line written to it in `lines`. */
function linesTo(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
}
