import { useCallback, useEffect, useState } from 'react';
import { pluginApi, useJob, useSession, useToast } from '@keel/core/client';
import { fraudRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';

const fraudApi = pluginApi(plugin);

/**
 * Starts a Deep Scan (POST /api/fraud/scan) and follows its job: the spec's toasts when it
 * finishes ('Scan Complete') or fails ('Error' / 'Failed to run fraud scan').
 */
export function useDeepScan() {
  const { user, currentCompany } = useSession();
  const { toast } = useToast();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const followed = useJob(jobId);
  const job = jobId ? followed.job : null;

  const fail = useCallback(
    () =>
      toast({ title: 'Error', description: 'Failed to run fraud scan', variant: 'destructive' }),
    [toast],
  );

  useEffect(() => {
    if (job?.status === 'done')
      toast({ title: 'Scan Complete', description: 'Fraud detection scan completed successfully' });
    if (job?.status === 'failed') fail();
  }, [job?.status, toast, fail]);

  const start = async () => {
    if (!currentCompany || !user) return;
    setStarting(true);
    try {
      const { jobId: started } = await fraudApi.call(
        fraudRoutes.scan,
        {},
        { userId: user.id, companyId: currentCompany.id },
      );
      setJobId(started);
    } catch {
      fail();
    } finally {
      setStarting(false);
    }
  };

  const running = starting || job?.status === 'queued' || job?.status === 'running';
  return { start, running, job, cancel: followed.cancel, cancelling: followed.cancelling };
}
