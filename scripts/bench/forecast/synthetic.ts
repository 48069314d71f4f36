import { seededRandom } from '../../../plugins/models/domain/risk';

/** The kinds of synthetic monthly series, each with a known structure. */
export const kinds = ['trend+season', 'season', 'trend', 'random walk'] as const;
export type Kind = (typeof kinds)[number];

/** A normal draw from a seeded uniform generator (Box-Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * A monthly series of `n` values with a known answer: level 1000, a trend of 5 a month, a
 * 12-month season of amplitude 150, and normal noise of sd 40 (the random walk: steps of sd 40).
 */
export function syntheticSeries(kind: Kind, n: number, seed: number): number[] {
  const random = seededRandom(seed);
  const trend = kind === 'trend+season' || kind === 'trend' ? 5 : 0;
  const season = kind === 'trend+season' || kind === 'season' ? 150 : 0;
  let walk = 1000;
  return Array.from({ length: n }, (_, t) => {
    if (kind === 'random walk') return (walk += 40 * normal(random));
    return 1000 + trend * t + season * Math.sin((2 * Math.PI * t) / 12) + 40 * normal(random);
  });
}
