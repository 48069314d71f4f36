import { Button, useSession } from '@keel/core/client';
import { threatReviewers } from '../../domain/threats/review';
import { useDeepScan } from '../hooks/useDeepScan';

/** The AI Operations Center's Run Fraud AI: starts a Deep Scan, with the scan's toasts. */
export function RunFraudAiAction() {
  const { currentCompany } = useSession();
  const scan = useDeepScan();
  const canScan = currentCompany !== null && threatReviewers.includes(currentCompany.role);
  return (
    <Button onClick={() => void scan.start()} disabled={!canScan || scan.running}>
      {scan.running ? `Scanning… ${Math.round((scan.job?.progress ?? 0) * 100)}%` : 'Run Fraud AI'}
    </Button>
  );
}

export default RunFraudAiAction;
