/**
 * When a repeating schedule fires next after `now`: the first time on its grid (`due`, then every
 * `every` ms) that is later than `now`. Runs missed while the server was down are not made up
 * one by one: the schedule fires once late, then keeps to its grid.
 */
export function nextRunAfter(due: number, every: number, now: number): number {
  if (due > now) return due;
  return due + (Math.floor((now - due) / every) + 1) * every;
}
