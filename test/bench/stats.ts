/** Percentiles and a bounded-concurrency load loop for the benchmarks. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

export interface Latency {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  perSecond: number;
}

/** Runs `task` `count` times with `concurrency` in flight; each run's time in ms is recorded. */
export const measure = async (count: number, concurrency: number, task: (i: number) => Promise<boolean>): Promise<Latency> => {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const ok = await task(i).catch(() => false);
      times.push(performance.now() - t);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { count, errors, p50: percentile(times, 50), p99: percentile(times, 99), perSecond: count / elapsed };
};

/**
 * Runs `task` again and again for `ms` milliseconds with `concurrency` in flight (a run started before the end is
 * finished); each run's time in ms is recorded. `count` is every run, `perSecond` the runs that succeeded per second.
 */
export const sustain = async (ms: number, concurrency: number, task: (i: number) => Promise<boolean>): Promise<Latency> => {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + ms;
  const worker = async () => {
    while (performance.now() < until) {
      const i = next++;
      const t = performance.now();
      const ok = await task(i).catch(() => false);
      times.push(performance.now() - t);
      if (!ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { count: times.length, errors, p50: percentile(times, 50), p99: percentile(times, 99), perSecond: (times.length - errors) / elapsed };
};
