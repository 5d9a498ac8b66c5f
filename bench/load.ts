// `npm run bench:load`: first apps/server's throughput (a rendered landing beside a hashed asset,
// decision 0016), then the same landing offered at 4× that capacity (the server sheds and
// recovers; its /metrics read), then many concurrent guests paying against the sandbox on
// loopback, and a reconciliation of what was acknowledged against what was stored. Bounded in
// time and count; it stops by itself and exits non-zero on a mismatch. Not part of `npm test`.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GuestStats, guestRequests } from './load/guest-flow';
import { printLoadReport } from './load/load-report';
import { reconcile } from './load/reconcile';
import { startSandboxProcess } from './load/sandbox-process';
import { benchServer, printServerTable } from './load/server-bench';
import { shedRun } from './load/shedding';
import { buildWebIfNeeded } from '../scripts/build-web';

function bounded(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

const connections = bounded('BENCH_CONNECTIONS', 50, 1, 200);
const duration = bounded('BENCH_SECONDS', 20, 1, 60);
const replayEvery = bounded('BENCH_REPLAY_EVERY', 4, 1, 1000);
// A hard cap on requests, whatever the machine's speed.
const maxOverallRequests = bounded('BENCH_MAX_REQUESTS', 250_000, 1_000, 1_000_000);
const serverSeconds = bounded('BENCH_SERVER_SECONDS', 10, 1, 60);
const shedSeconds = bounded('BENCH_SHED_SECONDS', 10, 1, 60);

const workDir = mkdtempSync(join(tmpdir(), 'tipwell-bench-'));
const dbPath = join(workDir, 'sandbox.db');
buildWebIfNeeded();
const sandbox = await startSandboxProcess(dbPath);
let exitCode = 1;
try {
  const serverRows = await benchServer(sandbox.url, serverSeconds);
  printServerTable(serverRows);
  console.log('');
  const rendered = serverRows.find((row) => row.name === '/L100 rendered (reused 10 s)');
  if (rendered === undefined) throw new Error('No capacity measured for the rendered landing');
  await shedRun(sandbox.url, rendered.requestsPerSecond, shedSeconds);
  console.log('');
  const stats: GuestStats = {
    runId: randomBytes(4).toString('hex'),
    replayEvery,
    iterations: 0,
    endpoints: new Map(),
    acknowledged: new Map(),
    refused: new Set(),
    replays: 0,
    replayMismatches: [],
  };
  console.log(
    `Load: ${connections} guests for ${duration} s against ${sandbox.url} (database ${dbPath})`,
  );
  const result = await autocannon({
    url: sandbox.url,
    connections,
    duration,
    maxOverallRequests,
    timeout: 10,
    requests: guestRequests(stats),
  });
  const reconciliation = reconcile(dbPath, stats);
  printLoadReport(result, stats, reconciliation);
  exitCode = reconciliation.ok ? 0 : 1;
} finally {
  await sandbox.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
