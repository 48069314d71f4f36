import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, apiFieldErrors, pluginApi, useToast } from '@keel/core/client';
import { fraudRoutes } from '../../domain/routes';
import { reviewReasonSchema, type Threat } from '../../domain/threats/threatSchema';
import { plugin } from '../../plugin';

const fraudApi = pluginApi(plugin);

/** What a review does: Block Transaction confirms the threat, Mark as Safe clears it. */
export type ReviewAction = 'blocked' | 'resolved';

const actionTitles: Record<ReviewAction, string> = {
  blocked: 'Block Transaction',
  resolved: 'Mark as Safe',
};

/** Asks why, then sends the review (PATCH /api/fraud/threats/:threatId); the threat updates live. */
export function ReviewDialog({
  threat,
  action,
  companyId,
  onClose,
}: {
  threat: Threat;
  action: ReviewAction;
  companyId: string;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReasonSchema.safeParse(reason);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSending(true);
    try {
      await fraudApi.call(
        fraudRoutes.reviewThreat,
        { threatId: threat.id },
        { companyId, status: action, reason: parsed.data },
      );
      toast({
        title: 'Status Updated',
        description:
          action === 'blocked' ? 'The threat is blocked' : 'The threat is marked as safe',
      });
      onClose();
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      setError(
        fields.reason ??
          (failure instanceof Error ? failure.message : 'The review was not saved; try again'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={actionTitles[action]}
      description={threat.description}
    >
      <form onSubmit={submit} noValidate>
        <Input
          label={action === 'blocked' ? 'Why is this fraud or an error?' : 'Why is this safe?'}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="fraud-dialog-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={action === 'blocked' ? 'destructive' : 'primary'}
            disabled={sending}
          >
            {actionTitles[action]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
