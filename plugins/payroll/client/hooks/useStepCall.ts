import { useCallback, useState } from 'react';
import { isApiError, useToast, useUser } from '@keel/core/client';
import { postRunStep, type RunStepAnswer, type RunStepName } from '../payrollApi';

/** What a failed step call left: the server's field messages, for the form to show. */
export type StepFieldErrors = Record<string, string>;

/**
 * Calls one wizard step: the success toast with the server's message, or the spec's
 * 'Failed to process payroll step' naming what the server said was wrong.
 */
export function useStepCall(companyId: string) {
  const user = useUser();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const call = useCallback(
    async (
      step: RunStepName,
      data: unknown,
    ): Promise<{ ok: true; answer: RunStepAnswer } | { ok: false; fields: StepFieldErrors }> => {
      setBusy(true);
      try {
        const answer = await postRunStep(companyId, user.id, step, data);
        toast({
          title: 'Success',
          description: answer.message || 'Payroll step completed successfully',
        });
        return { ok: true, answer };
      } catch (error) {
        const reason = isApiError(error) ? error.error : undefined;
        toast({
          title: 'Error',
          description: reason
            ? `Failed to process payroll step: ${reason}`
            : 'Failed to process payroll step',
          variant: 'destructive',
        });
        return { ok: false, fields: isApiError(error) ? error.fields : {} };
      } finally {
        setBusy(false);
      }
    },
    [companyId, toast, user],
  );
  return { call, busy };
}
