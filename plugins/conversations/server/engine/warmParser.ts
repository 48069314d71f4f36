let warmed = false;

/**
 * Loads the date parser and reads one date phrase in the background, once per process:
 * chrono-node's first month name takes about half a second, which would otherwise fall on the
 * first question asked. Called when the chat asks for its status, before anyone has typed; not at
 * start, where chrono-node would hold about 19 MiB of a server nobody asks.
 */
export function warmParser(today: string): void {
  if (warmed) return;
  warmed = true;
  setImmediate(() => {
    void import('../../domain/periods/parsePeriods').then(({ parsePeriods }) =>
      parsePeriods('revenue in March between March 1 and April 15', today),
    );
  });
}
