import { localToday, type Clock } from '@keel/core/domain';
import type { MemberContext, PluginServices } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import {
  complianceStatusRef,
  type ComplianceStatusAnswer,
} from '@keel/plugin-compliance/domain/public';
import { payrollFactsRef, type PayrollFactsAnswer } from '@keel/plugin-payroll/domain/public';
import type { ToolContext } from '../tools/toolTypes';

/**
 * What the tools read for one member's question: the books through the ledger service, the
 * payroll facts as the member's role may see them, and the latest compliance check when the
 * Compliance Monitor is installed (each read once, on first use).
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
  return {
    companyId: member.companyId,
    role: member.role,
    today: localToday(clock.now()),
    ledger: services.get(ledgerServiceRef),
    payroll: () => (payroll ??= facts ? facts.read(member) : Promise.resolve(null)),
    compliance: () =>
      (compliance ??= checks ? checks.read(member.companyId) : Promise.resolve(null)),
    monthlyReportPath,
  };
}
