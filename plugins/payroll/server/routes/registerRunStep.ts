import { tableWriters, validationErrorBody, type Role } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { EMPLOYEES_TABLE, RUNS_TABLE, SETUP_TABLE, payrollApprovers } from '../../domain/schema';
import { plugin } from '../../plugin';
import type { CompanyQueue } from '../companyQueue';
import type { PayrollVault } from '../payrollVault';
import { approveStep } from '../steps/approveStep';
import { configureStep } from '../steps/configureStep';
import { discardStep } from '../steps/discardStep';
import { runPayrollStep } from '../steps/runPayrollStep';
import { setupStep } from '../steps/setupStep';
import { answer } from '../steps/stepContext';
import { releaseStep } from '../steps/releaseStep';
import { voidStep } from '../steps/voidStep';
import { payrollRoutes, runStepBodySchema } from '../../domain/routes';

/**
 * Who may take each step: the roles the manifest lets write the table the step writes (the rule
 * sync would enforce, were the tables not written by the server alone); the steps that change
 * what the books hold (approve, discard, void) also need an approver.
 */
const runWriters = tableWriters(plugin, [RUNS_TABLE]);
const approvers = runWriters.filter((role) => (payrollApprovers as readonly Role[]).includes(role));
const stepWriters: Record<
  'setup' | 'configure' | 'run' | 'approve' | 'discard' | 'void' | 'release',
  readonly Role[]
> = {
  setup: tableWriters(plugin, [SETUP_TABLE]),
  configure: tableWriters(plugin, [EMPLOYEES_TABLE]),
  run: runWriters,
  approve: approvers,
  discard: approvers,
  void: approvers,
  release: approvers,
};

/**
 * POST /api/payroll/run {userId, companyId, step, data}, the wizard's save (spec 000 section 7):
 * 'setup' saves the company information and bank account, 'configure' the employee list, 'run'
 * computes a run for a pay date, 'approve' posts a run to the books and completes it, 'discard'
 * removes an open run, 'void' reverses an approved one and 'release' releases a direct deposit that
 * Fraud Detection held (by a member other than the one who changed the account). Bad input answers 400 naming the field
 * (a configure call names the employee row) and saves nothing; a step that cannot go on (no setup
 * yet, a pay date already paid, an open run in the period, missing bank details, a closed period)
 * answers 409.
 */
export function registerRunStep(
  services: ServerPluginContext,
  vault: PayrollVault,
  queue: CompanyQueue,
): void {
  const deps = { services, vault, queue };
  const steps = {
    setup: setupStep(deps),
    configure: configureStep(deps),
    run: runPayrollStep(deps),
    approve: approveStep(deps),
    discard: discardStep(deps),
    void: voidStep(deps),
    release: releaseStep(deps),
  };
  services.router.post(payrollRoutes.runStep.path, async (ctx) => {
    const body = runStepBodySchema.safeParse((ctx.request as { body?: unknown }).body ?? {});
    if (!body.success) return answer(ctx, 400, validationErrorBody(body.error));
    const { companyId, step, userId } = body.data;
    const member = await services.auth.requireMember(ctx, companyId, stepWriters[step]);
    if (userId !== undefined && userId !== member.userId)
      return answer(ctx, 400, {
        error: 'userId: is not the signed-in user',
        fields: { userId: 'is not the signed-in user' },
      });
    await steps[step](ctx, member, body.data.data);
  });
}
