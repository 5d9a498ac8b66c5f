import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, startSandbox, type FaultQueue, type RunningSandbox } from '@tipwell/sandbox';
import { startServerProcess, type ServerProcess } from './server-process';

export interface RunningApp {
  /** The web server's address: what the guest's browser opens. */
  readonly url: string;
  readonly dbPath: string;
  /** The sandbox (the services' stand-in) the server is pointed at. */
  readonly sandboxUrl: string;
  /** apps/server, in its own process. */
  readonly server: ServerProcess;
  /** Read-only rows from the sandbox database. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Stops the sandbox (the services are down) until `startSandbox()`, on the same port and data. */
  stopSandbox(): Promise<void>;
  startSandbox(): Promise<void>;
  /** Another server process against the same sandbox (a replica), with extra variables. */
  startReplica(env?: Record<string, string>): Promise<ServerProcess>;
  close(): Promise<void>;
}

/** Starts the real product (sandbox + built app) on a free port and a fresh temporary database. */
export interface StartAppOptions {
  /** The hostile seed (markup and script URLs in every text) instead of the demo world. */
  readonly seed?: 'demo' | 'hostile';
  readonly faults?: FaultQueue;
  /** The processor every location's system settings name (default: the sandbox card form). */
  readonly processor?: 'sandbox' | 'adyen-web' | 'square-web' | 'global-payments-web';
  /** Environment variables for the sandbox and the server (README: Configuration). */
  readonly env?: Record<string, string>;
  /** false: no landing is rendered on the server (every address starts from the static shell). */
  readonly renderLandings?: boolean;
}

/**
 * The product as it is deployed, in two processes on two ports: the sandbox (here, so a test can
 * inject faults and read its database) and apps/server's production build in front of it, which
 * the browser talks to.
 */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-e2e-'));
  const dbPath = join(dir, 'sandbox.db');
  const processor = options.processor ?? 'sandbox';
  const sandboxOptions = {
    host: '127.0.0.1',
    dbPath,
    seed: options.seed ?? 'demo',
    faults: options.faults,
    processor,
    reset: false,
  } as const;
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  let sandbox: RunningSandbox | null = await startSandbox({ ...sandboxOptions, port: 0 });
  process.env = saved;
  const sandboxUrl = sandbox.url;
  const serverEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PROCESSOR_URL: sandboxUrl,
    PAYMENT_PROCESSORS: processor,
    LOG_LEVEL: 'info',
    // Every page rendered afresh: a test that changes the services sees it at once.
    RENDER_CACHE_SECONDS: '0',
    ...(options.renderLandings === false ? { RENDER_LANDINGS: 'off' } : {}),
    ...options.env,
    ...extra,
  });
  const server = await startServerProcess(serverEnv());
  const replicas: ServerProcess[] = [];
  return {
    url: server.url,
    dbPath,
    sandboxUrl,
    server,
    query<T>(sql: string, ...params: unknown[]): T[] {
      const db = openSqlite(dbPath, { readonly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async stopSandbox() {
      await sandbox?.close();
      sandbox = null;
    },
    async startSandbox() {
      if (sandbox !== null) return;
      sandbox = await startSandbox({ ...sandboxOptions, port: Number(new URL(sandboxUrl).port) });
    },
    async startReplica(env) {
      const replica = await startServerProcess(serverEnv(env));
      replicas.push(replica);
      return replica;
    },
    async close() {
      await Promise.all([server, ...replicas].map((s) => s.stop()));
      await sandbox?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
