import { localToday } from '@keel/core/domain';

/**
 * The wizard's one reading of the clock: today's date (YYYY-MM-DD, local) and the moment (ISO
 * timestamp) a preview run carries.
 */
export const clientClock = {
  today: (): string => localToday(),
  nowIso: (): string => new Date().toISOString(),
};
