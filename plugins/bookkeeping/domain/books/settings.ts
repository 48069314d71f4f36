import { z } from 'zod';

/** The TinyBase table of the books' settings; its one row is `SETTINGS_ROW`. */
export const SETTINGS_TABLE = 'settings';
/** The row id of the books' settings. */
export const SETTINGS_ROW = 'books';

/** The books' settings: the lock date ('' when no period is closed) and the fiscal year's first month. */
export const settingsRowSchema = z.object({
  lockDate: z.string(),
  fiscalYearStartMonth: z.number(),
});
/** The books' settings as stored. */
export type SettingsRow = z.output<typeof settingsRowSchema>;

/** The settings a stored row holds, with defaults for a missing or broken row. */
export function rowToSettings(row: Readonly<Record<string, unknown>> | undefined): SettingsRow {
  const parsed = settingsRowSchema.safeParse(row ?? {});
  const month = parsed.success ? parsed.data.fiscalYearStartMonth : 1;
  return {
    lockDate: parsed.success ? parsed.data.lockDate : '',
    fiscalYearStartMonth: Number.isInteger(month) && month >= 1 && month <= 12 ? month : 1,
  };
}
