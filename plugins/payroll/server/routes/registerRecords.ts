import type { ServerPluginContext } from '@keel/core/server';
import { payrollRunView, payrollTransactions } from '../../domain/runs';
import { payrollScopeAccess } from '../../domain/schema';
import { openPayroll } from '../payrollStore';
import { companyParamsSchema } from './runStep.schema';
import { payrollRoutes } from '../../domain/routes';

/**
 * The stored records (spec 000 section 7): GET /api/payroll/runs/{companyId} -> {payrollRuns,
 * totalRuns}, newest first; GET /api/payroll/transactions/{companyId} -> {transactions,
 * totalTransactions}, the direct deposits of completed runs. Amounts in dollars.
 */
export function registerRecords({ router, data, auth }: ServerPluginContext): void {
  router.get(payrollRoutes.storedRuns.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, payrollScopeAccess.read);
    const { runs } = await openPayroll(data, companyId);
    ctx.body = { payrollRuns: runs.map(payrollRunView), totalRuns: runs.length };
  });

  router.get(payrollRoutes.storedTransactions.path, async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, payrollScopeAccess.read);
    const transactions = payrollTransactions((await openPayroll(data, companyId)).runs);
    ctx.body = { transactions, totalTransactions: transactions.length };
  });
}
