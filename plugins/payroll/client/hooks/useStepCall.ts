import { useCallback, useState } from 'react';
import { isApiError, useToast, useUser } from '@keel/core/client';
import { postRunStep, type RunStepAnswer, type RunStepName } from '../payrollApi';

/** What a failed step call left: the server's field messages, for the form to show. */
export type StepFieldErrors = Record<string, string>;

/** The outcome of a step call. */
export type StepResult =
  | { ok: true; answer: RunStepAnswer }
  | {
      ok: false;
      status: number | undefined;
      fields: StepFieldErrors;
      data: Record<string, unknown>;
    };

/**
 * Calls one wizard step: the success toast with the server's message, or the spec's
 * 'Failed to process payroll step' naming what the server said was wrong. `running` is the step
 * whose call is on its way, for that step's button to show it is busy. A 409 the caller asks to
 * handle itself (`conflictHandled`: a question to ask the person) gets no toast.
 */
export function useStepCall(companyId: string) {
  const user = useUser();
  const { toast } = useToast();
  const [running, setRunning] = useState<RunStepName | null>(null);
  const call = useCallback(
    async (
      step: RunStepName,
      data: unknown,
      options: { conflictHandled?: (data: Record<string, unknown>) => boolean } = {},
    ): Promise<StepResult> => {
      setRunning(step);
      try {
        const answer = await postRunStep(companyId, user.id, step, data);
        toast({
          title: 'Success',
          description: answer.message || 'Payroll step completed successfully',
        });
        return { ok: true, answer };
      } catch (error) {
        const failure = {
          ok: false as const,
          status: isApiError(error) ? error.status : undefined,
          fields: isApiError(error) ? error.fields : {},
          data: isApiError(error) ? error.data : {},
        };
        if (failure.status === 409 && options.conflictHandled?.(failure.data)) return failure;
        const reason = isApiError(error) ? error.error : undefined;
        toast({
          title: 'Error',
          description: reason
            ? `Failed to process payroll step: ${reason}`
            : 'Failed to process payroll step',
          variant: 'destructive',
        });
        return failure;
      } finally {
        setRunning(null);
      }
    },
    [companyId, toast, user],
  );
  return { call, busy: running !== null, running };
}
