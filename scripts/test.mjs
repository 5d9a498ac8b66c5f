// `npm test`: every check. Vitest (unit, property, view, story and end-to-end tests) streams its
// output; the static checks (typecheck, then lint) run beside it, one after the other, their output
// held and printed when each ends. On CI's two cores the static checks take about two minutes of
// one core that the test run, waiting on its browsers, leaves idle (decision 0040).
// Exits non-zero when any of them fails.
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint'];

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { shell: false, ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function staticChecks() {
  const failed = [];
  for (const name of checks) {
    const started = Date.now();
    const { code, output } = await run('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (code === 0) {
      console.log(`\n✓ ${name} (${seconds} s)`);
    } else {
      console.log(`\n✗ ${name} failed (${seconds} s):\n${output}`);
      failed.push(name);
    }
  }
  return failed;
}

const [failedChecks, tests] = await Promise.all([
  staticChecks(),
  run('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)], { stdio: 'inherit' }),
]);

if (failedChecks.length > 0) console.log(`\nFailed static checks: ${failedChecks.join(', ')}`);
process.exitCode = failedChecks.length > 0 || tests.code !== 0 ? 1 : 0;
