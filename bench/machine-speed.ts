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
