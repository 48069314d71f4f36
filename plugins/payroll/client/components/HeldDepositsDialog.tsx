import { Button, Dialog } from '@keel/core/client';
import { BusyButton } from './BusyButton';

/** A direct deposit Fraud Detection held, as the refused approval names it. */
export interface HeldDeposit {
  holdId: string;
  employeeId: string;
  employeeName: string;
  reason: string;
}

/**
 * Why Approve & Distribute was refused: direct deposits held after a suspect change of bank
 * account (Fraud Detection's Block Transaction), each with the reason and its Release button. The
 * server lets only a member other than the one who changed the account release it.
 */
export function HeldDepositsDialog({
  held,
  releasing,
  onRelease,
  onClose,
}: {
  held: readonly HeldDeposit[];
  /** The hold whose release is on its way, if any. */
  releasing: string | null;
  onRelease: (holdId: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && releasing === null && onClose()}
      title="Direct Deposit Held"
      description="Fraud Detection held these direct deposits after a change of bank account. Confirm the change with the employee at a number already on file; only a member other than the one who changed the account can release a deposit."
    >
      <ul className="payroll-held-deposits">
        {held.map((hold) => (
          <li key={hold.holdId}>
            <strong>{hold.employeeName}</strong>
            <p className="k-muted">Held because: {hold.reason}</p>
            <BusyButton
              variant="secondary"
              size="sm"
              busy={releasing === hold.holdId}
              busyLabel="Releasing…"
              disabled={releasing !== null}
              onClick={() => onRelease(hold.holdId)}
            >
              Release deposit of {hold.employeeName}
            </BusyButton>
          </li>
        ))}
      </ul>
      <div className="payroll-actions">
        <Button variant="secondary" disabled={releasing !== null} onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
