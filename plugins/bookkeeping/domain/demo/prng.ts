/** A seeded source of random numbers: the same seed and stream give the same sequence. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** value × (1 ± spread), uniformly. */
  around(value: number, spread: number): number;
}

/** Mulberry32: a tiny 32-bit generator, good enough for demo data and identical on every engine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of a text, so each stream name gives its own seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The random numbers of one named stream. Each generator draws from its own stream, so changing
 * one kind of transaction does not reshuffle every other kind.
 */
export function randomFor(seed: number, stream: string): Random {
  const next = mulberry32((seed ^ hash(stream)) >>> 0);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs at least one item');
      return item;
    },
    around: (value, spread) => value * (1 + spread * (2 * next() - 1)),
  };
}

/** Cents rounded to a step (2500 = $25), as invoices and transfers usually are. */
export function roundTo(cents: number, step: number): number {
  return Math.max(step, Math.round(cents / step) * step);
}
