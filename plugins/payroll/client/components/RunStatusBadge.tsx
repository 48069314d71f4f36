import { Badge, type BadgeTone } from '@keel/core/client';

const tones: Record<string, BadgeTone> = {
  completed: 'success',
  processing: 'info',
  pending: 'warning',
  error: 'danger',
  void: 'neutral',
};

/** A run's status in the spec's colours: completed, processing, pending, error; void in grey. */
export function RunStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{status}</Badge>;
}
