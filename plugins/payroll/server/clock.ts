import { localToday } from '@keel/core/domain';

/**
 * The server half's one reading of the clock: today's date (YYYY-MM-DD, local) and the moment
 * (ISO timestamp) that payroll records and files carry.
 */
export const clock = {
  today: (): string => localToday(),
  now: (): Date => new Date(),
  nowIso: (): string => new Date().toISOString(),
};
