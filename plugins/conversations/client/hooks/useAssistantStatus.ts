import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@keel/core/client';
import type { AssistantStatus } from '../../domain/schema';
import { assistantApi } from '../assistantApi';

/** How the assistant answers for the company now, and the owner's switch for the model. */
export function useAssistantStatus(companyId: string | null) {
  const [status, setStatus] = useState<AssistantStatus | null>(null);
  const { toast } = useToast();
  useEffect(() => {
    if (!companyId) return;
    let live = true;
    assistantApi.status(companyId).then(
      (s) => live && setStatus(s),
      () => live && setStatus(null),
    );
    return () => {
      live = false;
    };
  }, [companyId]);
  const setModelEnabled = useCallback(
    (enabled: boolean) => {
      if (!companyId) return;
      assistantApi.setModelEnabled(companyId, enabled).then(setStatus, () =>
        toast({
          title: 'Error',
          description: 'The setting was not saved. Please try again.',
          variant: 'destructive',
        }),
      );
    },
    [companyId, toast],
  );
  return { status, setModelEnabled };
}
