import { threatReviewers } from './threats/review';
import { threatRowSchema } from './threats/threatSchema';

/**
 * Threats are written by the server alone: a scan finds them, and a review goes through PATCH
 * /api/fraud/threats/:threatId, which lets only these roles act and records who decided. Every
 * member reads them live.
 */
export const fraudTables = {
  threats: { schema: threatRowSchema, writtenBy: 'server', write: [...threatReviewers] },
} as const;
