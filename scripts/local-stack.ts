import { startSandbox, type IdSource } from '@tipwell/sandbox';
import { readServerConfig, startServer } from '@tipwell/server';
import { webDist } from './build-web';

export interface LocalStack {
  /** The web server: what a browser opens. */
  readonly url: string;
  /** The sandbox (the services' stand-in) beside it. */
  readonly sandboxUrl: string;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  readonly port: number;
  readonly host?: string;
  readonly sandboxPort: number;
  readonly dbPath: string;
  readonly seed?: 'demo' | 'hostile';
  readonly newId?: IdSource;
  /** The server's variables (README: Configuration) over this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** The server's log level; default 'warn' (a terminal, not a log collector). */
  readonly logLevel?: string;
}

/**
 * The sandbox and apps/server in front of it, as `npm start` runs them: the server on `port`
 * (configured by the environment as in production, its upstreams defaulting to this sandbox),
 * the sandbox on `sandboxPort`.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const sandbox = await startSandbox({
    port: options.sandboxPort,
    host: '127.0.0.1',
    dbPath: options.dbPath,
    seed: options.seed,
    newId: options.newId,
  });
  try {
    const config = readServerConfig({
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...process.env,
      SANDBOX_URL: sandbox.url,
      PORT: String(options.port),
      HOST: host,
      ...options.env,
    });
    const server = await startServer(config, { staticDir: webDist });
    return {
      url: server.url,
      sandboxUrl: sandbox.url,
      close: async () => {
        await server.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}
