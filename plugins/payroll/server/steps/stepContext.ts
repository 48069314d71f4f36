import type { MemberContext, ServerPluginContext } from '@keel/core/server';
import type { Context } from 'koa';
import type { CompanyQueue } from '../companyQueue';
import type { PayrollVault } from '../payrollVault';

/** What every step of POST /api/payroll/run works with. */
export interface StepServices {
  services: ServerPluginContext;
  vault: PayrollVault;
  queue: CompanyQueue;
}

/** One step: answers the request for the member with the step's data. */
export type Step = (ctx: Context, member: MemberContext, input: unknown) => Promise<void>;

/** Sets the answer's status and body. */
export function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.body = body;
}
