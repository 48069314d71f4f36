import type { MemberContext, ServerPluginContext } from '@keel/core/server';
import type { Context } from 'koa';
import { validationErrorBody, type Role } from '@keel/core/domain';
import type { PayrollRunRecord } from '../../domain/runs';
import { payrollScopeAccess } from '../../domain/schema';
import { openPayroll, type PayrollBooks } from '../payrollStore';
import { companyParamsSchema, runParamsSchema } from './runStep.schema';

/**
 * The run of a `runs/:companyId/:runId/...` route, for a member with one of `roles` (default:
 * payroll access; 401/404/403 otherwise, checked before the run id is looked at); answers 400
 * naming a malformed id, 404 when the company has no such run, and gives null for both.
 */
export async function findRun(
  ctx: Context,
  { data, auth }: Pick<ServerPluginContext, 'data' | 'auth'>,
  roles: readonly Role[] = payrollScopeAccess.read,
): Promise<{
  books: PayrollBooks;
  run: PayrollRunRecord;
  companyId: string;
  member: MemberContext;
} | null> {
  const company = companyParamsSchema.safeParse(ctx.params);
  if (!company.success) {
    ctx.status = 400;
    ctx.body = validationErrorBody(company.error);
    return null;
  }
  const { companyId } = company.data;
  const member = await auth.requireMember(ctx, companyId, roles);
  const params = runParamsSchema.safeParse(ctx.params);
  if (!params.success) {
    ctx.status = 400;
    ctx.body = validationErrorBody(params.error);
    return null;
  }
  const { runId } = params.data;
  const books = await openPayroll(data, companyId);
  const run = books.runs.find((candidate) => candidate.id === runId);
  if (!run) {
    ctx.status = 404;
    ctx.body = { error: 'Payroll run not found' };
    return null;
  }
  return { books, run, companyId, member };
}
