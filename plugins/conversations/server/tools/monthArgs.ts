import { z } from 'zod';
import { MONTH_PATTERN } from '../report/monthlyReport';

/** A month of the books, YYYY-MM. */
export const monthSchema = z.string().regex(MONTH_PATTERN, 'Use a month as YYYY-MM');

/** The monthly report's argument. */
export const monthReportArgs = z.object({ month: monthSchema.describe('The month, YYYY-MM') });
