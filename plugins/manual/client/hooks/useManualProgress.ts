import { useCallback, useEffect, useState } from 'react';
import { pluginApi, useToast } from '@keel/core/client';
import type { ProgressAnswer } from '../../domain/progress/progress';
import { manualRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';

const api = pluginApi(plugin);

/** The signed-in person's manual progress, read from the server, with marking a tab. */
export function useManualProgress() {
  const [progress, setProgress] = useState<ProgressAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const { toast } = useToast();

  useEffect(() => {
    let live = true;
    api.call(manualRoutes.progress, {}).then(
      (answer) => live && setProgress(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const mark = useCallback(
    async (tabId: string, complete: boolean) => {
      setSaving(tabId);
      try {
        setProgress(await api.call(manualRoutes.markTab, {}, { tabId, complete }));
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to save your progress. Please try again.',
          variant: 'destructive',
        });
      } finally {
        setSaving(null);
      }
    },
    [toast],
  );

  return { progress, failed, saving, mark };
}
