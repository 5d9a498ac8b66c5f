import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startSandbox, type FaultQueue } from '@tipwell/sandbox';
import { webDist } from '../../scripts/build-web';

export interface RunningApp {
  readonly url: string;
  readonly dbPath: string;
  /** Read-only rows from the sandbox database. */
  query<T>(sql: string, ...params: unknown[]): T[];
  close(): Promise<void>;
}

/** Starts the real product (sandbox + built app) on a free port and a fresh temporary database. */
export interface StartAppOptions {
  /** The hostile seed (markup and script URLs in every text) instead of the demo world. */
  readonly seed?: 'demo' | 'hostile';
  readonly faults?: FaultQueue;
  /** The processor every location's system settings name (default: the sandbox card form). */
  readonly processor?: 'sandbox' | 'adyen-web' | 'square-web' | 'global-payments-web';
  readonly env?: Record<string, string>;
  /** false: no landing is rendered on the server (every address starts from the static shell). */
  readonly renderLandings?: boolean;
}

export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tipwell-e2e-'));
  const dbPath = join(dir, 'sandbox.db');
  const saved = { ...process.env };
  Object.assign(process.env, options.env ?? {});
  const server = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    dbPath,
    staticDir: webDist,
    seed: options.seed ?? 'demo',
    faults: options.faults,
    processor: options.processor ?? 'sandbox',
    renderLandings: options.renderLandings,
  });
  process.env = saved;
  return {
    url: server.url,
    dbPath,
    query<T>(sql: string, ...params: unknown[]): T[] {
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
