/**
 * Minimises `f` from `start` by the Nelder-Mead simplex (the method R's optim() uses for ets()).
 * `f` may answer Infinity outside its bounds. Stops after `maxEvaluations` or when the simplex's
 * values differ by less than `tolerance` (relative).
 */
export function nelderMead(
  f: (x: readonly number[]) => number,
  start: readonly number[],
  { maxEvaluations = 1000, tolerance = 1e-8, step = 0.1 } = {},
): { x: number[]; value: number } {
  const n = start.length;
  const simplex: { x: number[]; value: number }[] = [{ x: [...start], value: f(start) }];
  let evaluations = 1;
  for (let i = 0; i < n; i += 1) {
    const x = [...start];
    x[i] = (x[i] ?? 0) + (x[i] === 0 ? step : step * Math.abs(x[i] ?? 0) + step / 10);
    simplex.push({ x, value: f(x) });
    evaluations += 1;
  }
  const at = (x: number[]) => {
    evaluations += 1;
    return { x, value: f(x) };
  };
  const combine = (a: readonly number[], b: readonly number[], t: number) =>
    a.map((value, i) => value + t * ((b[i] ?? 0) - value));
  while (evaluations < maxEvaluations) {
    simplex.sort((a, b) => a.value - b.value);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    const spread = Math.abs(worst.value - best.value);
    if (Number.isFinite(worst.value) && spread <= tolerance * (Math.abs(best.value) + 1e-12)) break;
    const centroid = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1) centroid[j]! += simplex[i]!.x[j]! / n;
    const reflected = at(combine(centroid, worst.x, -1));
    if (reflected.value < best.value) {
      const expanded = at(combine(centroid, worst.x, -2));
      simplex[n] = expanded.value < reflected.value ? expanded : reflected;
    } else if (reflected.value < simplex[n - 1]!.value) {
      simplex[n] = reflected;
    } else {
      const outside = reflected.value < worst.value;
      const contracted = at(combine(centroid, outside ? reflected.x : worst.x, 0.5));
      if (contracted.value < Math.min(worst.value, reflected.value)) simplex[n] = contracted;
      else for (let i = 1; i <= n; i += 1) simplex[i] = at(combine(best.x, simplex[i]!.x, 0.5));
    }
  }
  simplex.sort((a, b) => a.value - b.value);
  return simplex[0]!;
}
