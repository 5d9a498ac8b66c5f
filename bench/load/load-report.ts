import type autocannon from 'autocannon';
import type { GuestStats } from './guest-flow';
import type { Reconciliation } from './reconcile';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number): string => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** One table (per endpoint and in total), then the reconciliation line. */
export function printLoadReport(
  result: autocannon.Result,
  stats: GuestStats,
  r: Reconciliation,
): void {
  const seconds = result.duration;
  const rows: string[][] = [];
  for (const [name, entry] of stats.endpoints) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    rows.push([
      name,
      String(sorted.length),
      (sorted.length / seconds).toFixed(1),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 99)),
      String(entry.errors),
    ]);
  }
  rows.push([
    'all (autocannon)',
    String(result.requests.total),
    result.requests.average.toFixed(1),
    ms(result.latency.p50),
    ms(result.latency.p99),
    `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  ]);
  const header = ['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(
    `\n${result.connections} guests, ${seconds.toFixed(1)} s, ${stats.iterations} guest visits`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nReconciliation: ${r.ok ? 'OK' : 'MISMATCH'}: acknowledged ${r.acknowledged} (distinct keys)` +
      ` = stored ${r.stored - r.inFlightStored}` +
      ` (+${r.inFlightStored} of ${r.inFlight} in flight at stop), duplicates ${r.duplicateKeys},` +
      ` lost ${r.lost}, unexplained ${r.unexplained}, replays ${r.replays}` +
      ` (${r.replayMismatches} mismatched)`,
  );
  for (const problem of r.problems) console.log(`  ${problem}`);
}
