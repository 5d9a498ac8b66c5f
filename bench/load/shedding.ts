import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { startServerProcess } from '../../e2e/support/server-process';

/** One phase of the shedding run, as the guests met it. */
interface PhaseRow {
  readonly name: string;
  readonly offered: number;
  readonly answered: number;
  readonly ok: number;
  readonly shed: number;
  readonly otherErrors: number;
  readonly timeouts: number;
  readonly p50: number;
  readonly p99: number;
  readonly rssMb: number;
}

/** What the run reads from /metrics after each phase (the lines an operator would chart). */
const WATCHED = [
  /^tipwell_requests_shed_total /,
  /^tipwell_landing_renders_total/,
  /^nodejs_eventloop_lag_p99_seconds /,
  /^nodejs_eventloop_lag_mean_seconds /,
  /^process_resident_memory_bytes /,
  /^nodejs_heap_size_used_bytes /,
  /^http_server_request_duration_seconds_count\{method="GET",route="page"/,
];

async function readMetrics(url: string): Promise<string[]> {
  const text = await (await fetch(url)).text();
  return text.split('\n').filter((line) => WATCHED.some((pattern) => pattern.test(line)));
}

function rssMbOf(lines: readonly string[]): number {
  const line = lines.find((l) => l.startsWith('process_resident_memory_bytes '));
  return line === undefined ? Number.NaN : Number(line.split(' ')[1]) / 1024 / 1024;
}

async function phase(
  name: string,
  url: string,
  metricsUrl: string,
  rate: number,
  seconds: number,
): Promise<{ row: PhaseRow; metrics: string[] }> {
  const result = await autocannon({
    url,
    connections: Math.min(200, Math.max(10, Math.ceil(rate / 4))),
    overallRate: Math.max(1, Math.round(rate)),
    duration: seconds,
    // A guest who waits longer than this has left: counted as a timeout.
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const count = (status: string): number =>
    result.statusCodeStats?.[status as `${number}`]?.count ?? 0;
  const ok = count('200');
  const shed = count('503');
  const metrics = await readMetrics(metricsUrl);
  return {
    row: {
      name,
      offered: rate,
      answered: result.requests.average,
      ok,
      shed,
      otherErrors: result.non2xx - shed + result.errors - result.timeouts,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rssMb: rssMbOf(metrics),
    },
    metrics,
  };
}

/** Seconds until `/healthz` answers within 100 ms again (the backlog drained), at most 30. */
async function recoveryTime(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    const asked = performance.now();
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.ok === true && performance.now() - asked < 100) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

/**
 * The rendered landing as deployed (reused 10 s) offered at 4× the rate the server answered it at
 * with 10 connections, then, once it answers /healthz promptly again, at half that capacity: the
 * server should shed the excess (503 with Retry-After, no timeouts, memory flat) and then serve
 * everyone.
 */
export async function shedRun(
  sandboxUrl: string,
  capacity: number,
  seconds: number,
): Promise<void> {
  // As deployed: a JSON line per request, the default shedding bound.
  const server = await startServerProcess({
    SANDBOX_URL: sandboxUrl,
    METRICS_PORT: '0',
    LOG_LEVEL: 'info',
  });
  try {
    const listening = server.logs
      .map((line) => JSON.parse(line) as { msg?: string; metrics?: string })
      .find((line) => line.msg === 'Tipwell server listening');
    const metricsUrl = listening?.metrics;
    if (metricsUrl === undefined) throw new Error('The server did not say where its metrics are');
    const url = `${server.url}/L100`;
    // Warm, as the capacity above was measured: one render in the cache.
    await (await fetch(url)).arrayBuffer();
    const before = await readMetrics(metricsUrl);
    const overload = await phase('overload (4× capacity)', url, metricsUrl, capacity * 4, seconds);
    const recovered = await recoveryTime(server.url);
    const after = await phase('after (½ capacity)', url, metricsUrl, capacity / 2, seconds);
    printShedTable(capacity, rssMbOf(before), recovered, [overload.row, after.row]);
    console.log('\n/metrics after the overload:');
    for (const line of overload.metrics) console.log(`  ${line}`);
    console.log('/metrics at the end:');
    for (const line of after.metrics) console.log(`  ${line}`);
  } finally {
    await server.stop();
  }
}

function printShedTable(
  capacity: number,
  rssBeforeMb: number,
  recoveredSeconds: number,
  rows: readonly PhaseRow[],
): void {
  console.log(
    `Shedding: /L100 as deployed; capacity ${capacity.toFixed(0)} req/s (10 connections, above); ` +
      `RSS before ${rssBeforeMb.toFixed(0)} MB; /healthz prompt again ${recoveredSeconds.toFixed(1)} s after the overload`,
  );
  const header = [
    'phase',
    'offered/s',
    'answered/s',
    '200',
    '503',
    'other',
    'timeouts',
    'p50 ms',
    'p99 ms',
    'RSS MB',
  ];
  const table = rows.map((row) => [
    row.name,
    row.offered.toFixed(0),
    row.answered.toFixed(0),
    String(row.ok),
    String(row.shed),
    String(row.otherErrors),
    String(row.timeouts),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.rssMb.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
}
