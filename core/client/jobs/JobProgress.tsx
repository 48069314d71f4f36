import type { Job } from '@keel/core/domain';
import { Button } from '../ui/Button';
import { ProgressBar } from '../ui/ProgressBar';

/** Props of JobProgress: the job, what it is, and a way to cancel it. */
export interface JobProgressProps {
  job: Job;
  /** What the job is, in a few words ('Fraud scan'); names the bar. Default 'Background job'. */
  label?: string;
  /** Shows a Cancel button while the job is queued or running. */
  onCancel?: () => void;
  /** The cancel request is on its way. */
  cancelling?: boolean;
}

const statusText = {
  queued: 'Queued',
  running: '',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;

/**
 * A background job's progress: a labelled bar, the percentage, what it is doing in words, and
 * Cancel while it can still stop; the error once it failed. Live with `useJob(jobId)`.
 */
export function JobProgress({
  job,
  label = 'Background job',
  onCancel,
  cancelling = false,
}: JobProgressProps) {
  const percent = Math.round(job.progress * 100);
  const stopping = cancelling || job.cancelRequested;
  const status =
    job.status === 'running' ? (stopping ? 'Cancelling' : `${percent}%`) : statusText[job.status];
  const open = job.status === 'queued' || job.status === 'running';
  return (
    <div className="k-job" role="group" aria-label={label}>
      <div className="k-job-head">
        <span className="k-job-label">{label}</span>
        <span className="k-job-status">{status}</span>
      </div>
      <ProgressBar
        label={label}
        value={percent}
        valueText={job.message ? `${percent}%: ${job.message}` : `${percent}%`}
      />
      <div className="k-job-foot">
        <p className="k-job-message" aria-live="polite">
          {job.status === 'failed' || job.message === status ? null : job.message}
        </p>
        {open && onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={stopping}>
            {stopping ? 'Cancelling…' : 'Cancel'}
          </Button>
        ) : null}
      </div>
      {job.status === 'failed' ? (
        <p className="k-job-error" role="alert">
          {job.error ?? 'The job failed'}
        </p>
      ) : null}
    </div>
  );
}
