import { parsePeriods } from '../../domain/periods/parsePeriods';

let warmed = false;

/**
 * Reads one date phrase in the background, once per process: chrono-node's first month name
 * takes about half a second, which would otherwise fall on the first question asked. Called when
 * the chat asks for its status, before anyone has typed.
 */
export function warmParser(today: string): void {
  if (warmed) return;
  warmed = true;
  setImmediate(() => parsePeriods('revenue in March between March 1 and April 15', today));
}
