import { localToday, type Clock } from '@keel/core/domain';
import type { MemberContext, PluginServices } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import {
  complianceStatusRef,
  type ComplianceStatusAnswer,
} from '@keel/plugin-compliance/domain/public';
import { fraudThreatsRef, type Threat, type ThreatSummary } from '@keel/plugin-fraud/domain/public';
import { manualSearchRef } from '@keel/plugin-manual/domain/public';
import { payrollFactsRef, type PayrollFactsAnswer } from '@keel/plugin-payroll/domain/public';
import {
  taxLiabilitiesRef,
  taxOpportunitiesRef,
  type TaxLiabilitiesAnswer,
  type TaxOpportunitiesAnswer,
} from '@keel/plugin-tax/domain/public';
import type { ToolContext } from '../tools/toolTypes';

/**
 * What the tools read for one member's question: the books through the ledger service, the
 * payroll facts as the member's role may see them, the latest compliance check, the fraud
 * threats, the taxes and the tax opportunities when those plugins are installed (each read once, on
 * first use), and the user manual's search for how-to questions.
 */
export function toolContextFor(
  member: MemberContext,
  services: PluginServices,
  clock: Clock,
  monthlyReportPath: (month: string) => string,
): ToolContext {
  const facts = services.getOptional(payrollFactsRef);
  const checks = services.getOptional(complianceStatusRef);
  let payroll: Promise<PayrollFactsAnswer | null> | null = null;
  let compliance: Promise<ComplianceStatusAnswer | null> | null = null;
  const detection = services.getOptional(fraudThreatsRef);
  let fraud: Promise<{ threats: Threat[]; summary: ThreatSummary } | null> | null = null;
  const taxService = services.getOptional(taxLiabilitiesRef);
  let tax: Promise<TaxLiabilitiesAnswer | null> | null = null;
  const opportunityService = services.getOptional(taxOpportunitiesRef);
  let opportunities: Promise<TaxOpportunitiesAnswer | null> | null = null;
  const manual = services.getOptional(manualSearchRef);
  return {
    companyId: member.companyId,
    role: member.role,
    today: localToday(clock.now()),
    ledger: services.get(ledgerServiceRef),
    installed: {
      compliance: checks !== undefined,
      fraud: detection !== undefined,
      tax: taxService !== undefined,
      taxOpportunities: opportunityService !== undefined,
      manual: manual !== undefined,
    },
    manual: async (question) => (manual ? manual.search({ query: question, limit: 1 }) : []),
    tax: () => (tax ??= taxService ? taxService.read(member) : Promise.resolve(null)),
    taxOpportunities: () =>
      (opportunities ??= opportunityService
        ? opportunityService.read(member)
        : Promise.resolve(null)),
    payroll: () => (payroll ??= facts ? facts.read(member) : Promise.resolve(null)),
    compliance: () =>
      (compliance ??= checks ? checks.read(member.companyId) : Promise.resolve(null)),
    fraud: () =>
      (fraud ??= detection
        ? Promise.all([
            detection.threats(member.companyId, member.role),
            detection.summary(member.companyId, member.role),
          ]).then(([threats, summary]) => ({ threats, summary }))
        : Promise.resolve(null)),
    monthlyReportPath,
  };
}
