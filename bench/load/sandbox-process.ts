import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface SandboxProcess {
  readonly url: string;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../../apps/sandbox/src/main.ts', import.meta.url));
const STARTUP_MS = 30_000;

/**
 * The sandbox in its own process (so the load tool does not share its event loop), on a free
 * loopback port and a fresh database. Resolves with its URL once it listens.
 */
export async function startSandboxProcess(dbPath: string): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DB: dbPath,
      SANDBOX_RESET: '1',
      SANDBOX_PROCESSOR: 'sandbox',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('The sandbox did not start')), STARTUP_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sandbox listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited (${String(code)}) before listening:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
