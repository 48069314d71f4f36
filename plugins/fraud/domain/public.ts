import { createServiceRef, type Role } from '@keel/core/domain';
import type { Threat } from './threats/threatSchema';
import type { ThreatSummary } from './threats/threatSummary';

// What other plugins may use of Fraud Detection: the company's threats (`fraud.threats`). List it
// in `optionalUses` (Fraud Detection may not be installed) and call
// `ctx.services.getOptional(fraudThreatsRef)` on the server or `useOptionalService(fraudThreatsRef)`
// in the browser.

/**
 * The service on the server: the threats of any company a caller names (the caller checked the
 * member). The threats found in payroll (an employee's name, pay or account) are included only
 * when `role`, the asking member's, has payroll access; without a role, never.
 */
export interface FraudThreatsService {
  /** Every stored threat `role` may see, newest first. */
  threats(companyId: string, role?: Role): Promise<Threat[]>;
  /** The tiles' figures, of the threats `role` may see. */
  summary(companyId: string, role?: Role): Promise<ThreatSummary>;
  /**
   * Calls `listener` after each change to the company's stored threats (a scan's findings written,
   * a review), whichever table; returns the function that stops it. It says only that they may
   * have changed: read them again, for a role, to know what they are.
   */
  subscribe(companyId: string, listener: () => void): () => void;
}

/** In the browser: the open company's threats and figures, live (payroll's only for its roles). */
export type FraudThreatsState =
  { status: 'loading' } | { status: 'ready'; threats: Threat[]; summary: ThreatSummary };

/** The company's fraud threats: `FraudThreatsService` on the server, `FraudThreatsState` in the browser. */
export const fraudThreatsRef = createServiceRef<FraudThreatsService, FraudThreatsState>(
  'fraud.threats',
);

export {
  threatSchema,
  threatTypeSchema,
  threatTypes,
  threatStatusSchema,
  severitySchema,
} from './threats/threatSchema';
export type { Threat, ThreatType, ThreatStatus, Severity } from './threats/threatSchema';
export { threatSummarySchema, confirmedShare } from './threats/threatSummary';
export type { ThreatSummary } from './threats/threatSummary';
