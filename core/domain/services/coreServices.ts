import type { Clock } from '../clock';
import { createServiceRef } from './serviceRef';

/** The clock every plugin reads the date from (also `ctx.clock` on the server, `useClock()` in the browser). */
export const clockServiceRef = createServiceRef<Clock>('core.clock');

/** The services the core itself provides, on the server and in the browser: always there. */
export const coreServiceIds: readonly string[] = [clockServiceRef.id];
