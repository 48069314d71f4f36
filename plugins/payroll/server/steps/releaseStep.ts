import { validationErrorBody } from '@keel/core/domain';
import {
  DEPOSIT_HOLDS_TABLE,
  readDepositHolds,
  releaseRefusal,
} from '../../domain/holds/depositHolds';
import { openPayroll } from '../payrollStore';
import { releaseDataSchema } from '../routes/runStep.schema';
import { answer, type Step, type StepServices } from './stepContext';

/**
 * 'release': releases a held direct deposit (Fraud Detection's Block Transaction held it), so runs
 * that pay it can be approved again. Only a member other than the one who changed the account.
 */
export function releaseStep({ services, queue }: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = releaseDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    await queue.run(member.companyId, async () => {
      const books = await openPayroll(services.data, member.companyId);
      const hold = readDepositHolds(books.store).find((h) => h.id === parsed.data.holdId);
      if (!hold) return answer(ctx, 404, { error: 'Deposit hold not found' });
      const refused = releaseRefusal(hold, member.userId);
      if (refused) return answer(ctx, hold.releasedAt === '' ? 403 : 409, { error: refused });
      books.store.setPartialRow(DEPOSIT_HOLDS_TABLE, hold.id, {
        releasedAt: services.clock.now().toISOString(),
        releasedBy: member.author,
      });
      await services.data.commit(member.companyId);
      answer(ctx, 200, {
        message: `The direct deposit of ${hold.employeeName} is released`,
      });
    });
  };
}
