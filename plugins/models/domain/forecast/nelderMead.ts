interface SearchOptions {
  maxEvaluations?: number;
  tolerance?: number;
  step?: number;
}

interface Vertex {
  x: number[];
  value: number;
}

/**
 * A Nelder-Mead simplex search (the method R's optim() uses for ets()) that asks for one value at
 * a time: read `point`, evaluate it, `tell` the value, until `point` is null and `best` holds the
 * answer. Several searches can so be evaluated side by side. Values may be Infinity outside the
 * function's bounds. Stops after `maxEvaluations` or when the simplex's values differ by less
 * than `tolerance` (relative).
 */
export class NelderMeadSearch {
  /** The point whose value the search needs next; null once it has finished. */
  point: number[] | null;
  private readonly n: number;
  private readonly simplex: Vertex[] = [];
  private readonly maxEvaluations: number;
  private readonly tolerance: number;
  private evaluations = 1;
  private then: (value: number) => void;
  private centroid: number[] = [];
  private reflected: Vertex = { x: [], value: 0 };

  constructor(
    start: readonly number[],
    { maxEvaluations = 1000, tolerance = 1e-8, step = 0.1 }: SearchOptions = {},
  ) {
    this.n = start.length;
    this.maxEvaluations = maxEvaluations;
    this.tolerance = tolerance;
    const vertices = [[...start]];
    for (let i = 0; i < this.n; i += 1) {
      const x = [...start];
      x[i] = (x[i] ?? 0) + (x[i] === 0 ? step : step * Math.abs(x[i] ?? 0) + step / 10);
      vertices.push(x);
    }
    const initial = (i: number) => (value: number) => {
      this.simplex.push({ x: vertices[i]!, value });
      if (i < this.n) {
        this.evaluations += 1;
        this.ask(vertices[i + 1]!, initial(i + 1));
      } else this.iterate();
    };
    this.point = vertices[0]!;
    this.then = initial(0);
  }

  /** Gives the value of `point`; the search moves on to its next point. */
  tell(value: number): void {
    this.then(value);
  }

  /** The best vertex (the answer once `point` is null). */
  get best(): Vertex {
    return this.simplex[0]!;
  }

  private ask(x: number[], then: (value: number) => void): void {
    this.point = x;
    this.then = then;
  }

  private combine(a: readonly number[], b: readonly number[], t: number): number[] {
    return a.map((value, i) => value + t * ((b[i] ?? 0) - value));
  }

  private finish(): void {
    this.simplex.sort((a, b) => a.value - b.value);
    this.point = null;
  }

  private iterate(): void {
    const { n, simplex } = this;
    if (this.evaluations >= this.maxEvaluations) return this.finish();
    simplex.sort((a, b) => a.value - b.value);
    const best = simplex[0]!;
    const worst = simplex[n]!;
    const spread = Math.abs(worst.value - best.value);
    if (Number.isFinite(worst.value) && spread <= this.tolerance * (Math.abs(best.value) + 1e-12))
      return this.finish();
    const centroid = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1) centroid[j]! += simplex[i]!.x[j]! / n;
    this.centroid = centroid;
    const x = this.combine(centroid, worst.x, -1);
    this.evaluations += 1;
    this.ask(x, (value) => this.afterReflection({ x, value }));
  }

  private afterReflection(reflected: Vertex): void {
    const { n, simplex, centroid } = this;
    const best = simplex[0]!;
    const worst = simplex[n]!;
    this.reflected = reflected;
    if (reflected.value < best.value) {
      const x = this.combine(centroid, worst.x, -2);
      this.evaluations += 1;
      this.ask(x, (value) => {
        simplex[n] = value < this.reflected.value ? { x, value } : this.reflected;
        this.iterate();
      });
    } else if (reflected.value < simplex[n - 1]!.value) {
      simplex[n] = reflected;
      this.iterate();
    } else {
      const outside = reflected.value < worst.value;
      const x = this.combine(centroid, outside ? reflected.x : worst.x, 0.5);
      this.evaluations += 1;
      this.ask(x, (value) => {
        if (value < Math.min(worst.value, this.reflected.value)) {
          simplex[n] = { x, value };
          this.iterate();
        } else this.shrink(1);
      });
    }
  }

  /** Moves every vertex from the `i`th on halfway to the best, one evaluation at a time. */
  private shrink(i: number): void {
    const { n, simplex } = this;
    if (i > n) return this.iterate();
    const x = this.combine(simplex[0]!.x, simplex[i]!.x, 0.5);
    this.evaluations += 1;
    this.ask(x, (value) => {
      simplex[i] = { x, value };
      this.shrink(i + 1);
    });
  }
}

/** Minimises `f` from `start` by the Nelder-Mead simplex (`NelderMeadSearch`). */
export function nelderMead(
  f: (x: readonly number[]) => number,
  start: readonly number[],
  options: SearchOptions = {},
): { x: number[]; value: number } {
  const search = new NelderMeadSearch(start, options);
  while (search.point) search.tell(f(search.point));
  return search.best;
}
