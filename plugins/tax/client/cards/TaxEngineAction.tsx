import { useEffect, useState } from 'react';
import { Button, useJob, useSession, useToast } from '@keel/core/client';
import type { Role } from '@keel/core/domain';
import { taxRoutes } from '../../domain/routes';
import { taxDeciders } from '../../domain/schema';
import { taxApi } from '../taxApi';

/**
 * The AI Operations Center's Tax Engine: runs the tax analysis (the `tax.analyze` job) with its
 * progress on the button and Tax Optimization's toasts. Only those who decide on tax see it.
 */
export function TaxEngineAction() {
  const { currentCompany } = useSession();
  const { toast } = useToast();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const followed = useJob(jobId);
  const status = followed.job?.status;

  useEffect(() => {
    if (status === 'done') {
      toast({
        title: 'Analysis Complete',
        description: 'Tax optimization opportunities have been identified',
      });
      setJobId(null);
    } else if (status === 'failed' || status === 'cancelled') {
      toast({ title: 'Error', description: 'Failed to run tax analysis', variant: 'destructive' });
      setJobId(null);
    }
  }, [status, toast]);

  if (!currentCompany || !(taxDeciders as readonly Role[]).includes(currentCompany.role))
    return null;
  const companyId = currentCompany.id;

  const run = async () => {
    setStarting(true);
    try {
      const { job } = await taxApi.call(taxRoutes.analyze, {}, { companyId });
      setJobId(job.id);
    } catch {
      toast({ title: 'Error', description: 'Failed to run tax analysis', variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };

  const running = starting || jobId !== null;
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={running}>
      {running ? `Analyzing… ${Math.round((followed.job?.progress ?? 0) * 100)}%` : 'Tax Engine'}
    </Button>
  );
}

export default TaxEngineAction;
