/** Timings of repeated runs in milliseconds: the median and the spread. */
export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Runs `fn` `warmUp` times untimed, then `runs` times timed; returns the last result too. */
export function timeRuns<T>(
  fn: () => T,
  runs: number,
  warmUp: number,
): { timing: Timing; result: T } {
  let result = fn();
  for (let i = 1; i < warmUp; i++) result = fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const mid = Math.floor(samples.length / 2);
  const median = samples.length % 2 === 1 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
  return {
    timing: { median, min: samples[0]!, max: samples[samples.length - 1]!, runs },
    result,
  };
}
