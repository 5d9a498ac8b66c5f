import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServerProcess } from '../../e2e/support/server-process';
import { webDist } from '../../scripts/build-web';

export interface ServerRow {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** The boot chunk: a hashed asset every guest fetches (precompressed, immutable). */
function hashedAsset(): string {
  const file = readdirSync(join(webDist, 'assets')).find((name) => /^boot-.*\.js$/.test(name));
  if (file === undefined) throw new Error('No built boot chunk: run npm run build');
  return `/assets/${file}`;
}

async function measure(name: string, url: string, seconds: number): Promise<ServerRow> {
  // Warm: the renderer's first page loads its module and the process's JIT.
  await autocannon({ url, connections: 2, duration: 1 });
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * apps/server's production build in its own process against the sandbox at `sandboxUrl`, 10
 * connections: the rendered landing /L100 (reused for RENDER_CACHE_SECONDS, and rendered afresh
 * every time) beside a hashed asset.
 */
export async function benchServer(sandboxUrl: string, seconds: number): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  // As deployed: a JSON line per request.
  const env = { SANDBOX_URL: sandboxUrl, LOG_LEVEL: 'info' };
  const cached = await startServerProcess(env);
  try {
    rows.push(await measure('/L100 rendered (reused 10 s)', `${cached.url}/L100`, seconds));
    rows.push(
      await measure(`${hashedAsset()} (hashed asset)`, `${cached.url}${hashedAsset()}`, seconds),
    );
  } finally {
    await cached.stop();
  }
  const fresh = await startServerProcess({ ...env, RENDER_CACHE_SECONDS: '0' });
  try {
    rows.push(await measure('/L100 rendered every time', `${fresh.url}/L100`, seconds));
  } finally {
    await fresh.stop();
  }
  return rows;
}

export function printServerTable(rows: readonly ServerRow[]): void {
  const asset = rows.find((row) => row.name.includes('hashed asset'));
  const table = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    asset === undefined ? '-' : `${(row.requestsPerSecond / asset.requestsPerSecond).toFixed(2)}×`,
    String(row.errors),
  ]);
  const header = ['apps/server, 10 connections', 'req/s', 'p50 ms', 'p99 ms', 'vs asset', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}
