/**
 * CPU time of a piece of work, for benches on a shared machine: user + system milliseconds, the least of
 * `passes` runs (the least disturbed pass).
 */
export function cpuMs(fn: () => unknown, passes = 3): number {
  let best = Infinity;
  for (let p = 0; p < passes; p++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}
