import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { serverMain, webDist } from '../../scripts/build-web';

/** apps/server's production build in a process of its own, as it is deployed. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** The JSON log lines it has written so far (stdout; the first 20,000). */
  readonly logs: readonly string[];
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

const STARTUP_MS = 20_000;

/**
 * Starts `node apps/server/dist/main.js` (or `main`) on a free loopback port with `env` (the
 * README's variables) over this process's environment; resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
  main: string = serverMain,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, STATIC_DIR: webDist, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  // A test process that ends without its afterAll (a crash, a timeout) takes its server along.
  const orphan = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', orphan);
  void exited.then(() => process.removeListener('exit', orphan));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running beside the rest of the suite: it would hold a core until the run ends.
      child.kill('SIGKILL');
      reject(new Error(`apps/server did not start in ${STARTUP_MS / 1000} s:\n${stderr}`));
    }, STARTUP_MS);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      // A load test writes a line per request: the first lines are what tests read.
      if (logs.length < 20_000) logs.push(line);
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"Tipwell server listening"/.exec(
        line,
      );
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`apps/server exited (${String(code)}) before listening:\n${stderr}`));
    });
  });
  return {
    url,
    child,
    logs,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
