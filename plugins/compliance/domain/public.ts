/**
 * What other plugins may use of Compliance: the `compliance.status` service, the latest check's
 * overall and per-area scores and the count of open alerts. List it in your plugin.ts `uses` (or
 * `optionalUses`), then call `ctx.services.get(complianceStatusRef).read(companyId)` on the server
 * (after checking your member) or `useService(complianceStatusRef)` in the browser (the open
 * company, live; 'loading' while its document opens).
 */
import { createServiceRef } from '@keel/core/domain';
import type { ComplianceStatusAnswer } from './status';

/** The service on the server, for any company the caller has checked its member of. */
export interface ComplianceStatusService {
  read(companyId: string): Promise<ComplianceStatusAnswer>;
  /**
   * Calls `listener` after each change to the company's stored alerts (a check, an alert's status
   * or plan set); returns the function that stops it. Read the status again to know what it is.
   */
  subscribe(companyId: string, listener: () => void): () => void;
}

/** In the browser: the open company's status, live. */
export type ComplianceStatusState = ComplianceStatusAnswer | { status: 'loading' };

export const complianceStatusRef = createServiceRef<ComplianceStatusService, ComplianceStatusState>(
  'compliance.status',
);

export { complianceStatusAnswerSchema } from './status';
export type { ComplianceStatusAnswer } from './status';
export { areaIds, complianceStatuses, statusLabels, statusOfScore } from './areas';
export type { AreaId, ComplianceStatus } from './areas';
