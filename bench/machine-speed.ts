import { readFileSync } from 'node:fs';

/**
 * A fixed piece of JavaScript, timed: the machine's speed when the bench starts and ends. On a
 * shared virtual machine the same build's figures move with the host's load (decision 0027 saw a
 * landing's paint → live go from 600 to 1,000 ms within the hour), and a figure means little
 * without the speed it was taken at. The median of three, so one preemption does not decide it.
 */
export function cpuCheckMs(): number {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const start = process.hrtime.bigint();
    let x = 0;
    for (let i = 0; i < 50_000_000; i += 1) x = (x + i * 7) % 1_000_003;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (x < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** The CPUs' time since boot (Linux's /proc/stat, in ticks): in all, and what the host took. */
export interface CpuTimes {
  readonly total: number;
  readonly steal: number;
}

/** The CPUs' time now, or null where /proc/stat cannot be read (not Linux). */
export function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal (guest time is counted in user).
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return null;
    return { total: ticks.reduce((sum, n) => sum + n, 0), steal: ticks[7]! };
  } catch {
    return null;
  }
}

/**
 * The share of the CPUs' time between two readings that the virtual machine's host gave to
 * others (steal), in percent: a main thread waits while it does, and Lighthouse counts the wait
 * (stop 69 saw 12–35% during a bench, where stop 68 saw none).
 */
export function stealPercent(from: CpuTimes | null, to: CpuTimes | null): number | undefined {
  if (from === null || to === null || to.total <= from.total) return undefined;
  return (100 * (to.steal - from.steal)) / (to.total - from.total);
}
