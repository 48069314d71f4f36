/** A seeded uniform random generator (mulberry32): the same books give the same simulation. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What the cash simulation is run on. */
export interface CashSimulationInput {
  /** Cash now. */
  start: number;
  /** The forecast net change of cash in each period ahead. */
  changes: readonly number[];
  /** Past one-step forecast errors of the net change, in units of `scale`. */
  errors: readonly number[];
  scale: number;
  /** The balance the second probability is about: one month of expenses. */
  reserve: number;
  paths: number;
  seed?: number;
}

/** For each period ahead, the share of paths (0-1) that have fallen below zero / the reserve by then. */
export interface CashRisk {
  belowZero: number[];
  belowReserve: number[];
  paths: number;
}

/**
 * Simulates cash paths: each period's change is its forecast plus a past forecast error drawn at
 * random (a bootstrap of the backtest errors), and counts the paths that fall below zero and
 * below one month of expenses at any point up to each period. The draws are independent from
 * period to period, so a forecast error that persists for months is not simulated.
 */
export function simulateCash(input: CashSimulationInput): CashRisk {
  const steps = input.changes.length;
  const zero = new Array<number>(steps).fill(0);
  const reserve = new Array<number>(steps).fill(0);
  const random = seededRandom(input.seed ?? 20_261_125);
  const errors = input.errors.length > 0 ? input.errors : [0];
  for (let p = 0; p < input.paths; p += 1) {
    let cash = input.start;
    let hitZero = false;
    let hitReserve = false;
    for (let h = 0; h < steps; h += 1) {
      const draw = errors[Math.floor(random() * errors.length)]!;
      cash += input.changes[h]! + draw * input.scale;
      hitZero ||= cash < 0;
      hitReserve ||= cash < input.reserve;
      if (hitZero) zero[h]! += 1;
      if (hitReserve) reserve[h]! += 1;
    }
  }
  return {
    belowZero: zero.map((c) => c / input.paths),
    belowReserve: reserve.map((c) => c / input.paths),
    paths: input.paths,
  };
}
