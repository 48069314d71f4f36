import type { ReactNode } from 'react';
import { Button, Dialog } from '@keel/core/client';
import { BusyButton } from './BusyButton';

/**
 * A question asked before something that cannot be taken back: a real dialog with what will
 * happen, the action's own button and Cancel. The action button shows `busyLabel` while it runs.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  destructive = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
    >
      {children}
      <div className="payroll-actions">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <BusyButton
          variant={destructive ? 'destructive' : 'primary'}
          busy={busy}
          busyLabel={busyLabel}
          onClick={onConfirm}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </Dialog>
  );
}
