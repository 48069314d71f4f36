/**
 * Where code reads the date and time. Domain code never reads the machine's clock itself (the
 * lint forbids `Date.now()` and `new Date()` there): it is handed a Clock, so a test sets the day.
 * The server's config carries one (`ctx.clock` for plugins); the browser's is `useClock()`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** A test's clock: stands still at the instant it is given until it is set or moved on. */
export interface SettableClock extends Clock {
  /** Moves the clock to an instant (a Date, or text `new Date()` reads, such as an ISO time). */
  set(at: Date | string): void;
  /** Moves the clock forward (or back, when negative) by milliseconds. */
  advance(ms: number): void;
}

/** The machine's own clock: the only place in Keel that reads it. */
export const systemClock: Clock = {
  // eslint-disable-next-line no-restricted-syntax -- the one reading of the real clock
  now: () => new Date(),
};

function instant(at: Date | string): number {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a date and time: ${String(at)}`);
  return ms;
}

/**
 * A clock fixed at `at` ('2026-11-25T12:00:00' is local time, '...Z' is UTC), for tests and
 * stories; it only moves when told to.
 */
export function fixedClock(at: Date | string): SettableClock {
  let ms = instant(at);
  return {
    now: () => new Date(ms),
    set: (next) => {
      ms = instant(next);
    },
    advance: (delta) => {
      ms += delta;
    },
  };
}

/** The calendar day of an instant where this code runs (the person's time zone in a browser), as YYYY-MM-DD. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
