import { Badge, Button, Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { shortDate } from '../../domain/format';
import type { Liability } from '../../domain/liabilities/liability';
import type { TaxLiabilitiesAnswer } from '../../domain/public';

const statusTone = {
  calculated: 'info',
  pending: 'warning',
  paid: 'success',
  overdue: 'danger',
} as const;

/**
 * Tax Payments ('Tax Liability & Payment Center'): Recalculate All, Total Outstanding, Due This
 * Month, and each liability with Pay Now.
 */
export function PaymentsTab({
  position,
  mayPay,
  recalculating,
  onRecalculate,
  onPay,
  onSchedule,
  onAgencyGuide,
}: {
  position: TaxLiabilitiesAnswer;
  mayPay: boolean;
  recalculating: boolean;
  onRecalculate: () => void;
  onPay: (liability: Liability) => void;
  onSchedule: (liability: Liability) => void;
  onAgencyGuide: () => void;
}) {
  return (
    <div className="tax-tab">
      <Card
        title="Tax Liability & Payment Center"
        description="Computed from the approved payroll runs and the books. Keel moves no money: pay at the agency, then record it with Pay Now."
        actions={
          <div className="tax-actions">
            <Button variant="secondary" onClick={onAgencyGuide}>
              Agency Setup Guide
            </Button>
            <Button variant="secondary" onClick={onRecalculate} disabled={recalculating}>
              Recalculate All
            </Button>
          </div>
        }
      >
        <dl className="tax-strip-figures">
          <div className="tax-strip-figure">
            <dt>Total Outstanding</dt>
            <dd>{formatUSD(position.outstandingCents)}</dd>
          </div>
          <div className="tax-strip-figure">
            <dt>Due This Month</dt>
            <dd>{formatUSD(position.dueThisMonthCents)}</dd>
          </div>
          <div className="tax-strip-figure">
            <dt>Auto-Payment Setup</dt>
            <dd>
              {position.autoPayment.automated} of {position.autoPayment.taxes} taxes
            </dd>
          </div>
        </dl>
      </Card>
      {position.liabilities.length === 0 ? (
        <EmptyState title="No tax liabilities">
          Approved payroll runs and sales tax collected in the books show here.
        </EmptyState>
      ) : (
        <ul className="tax-list" aria-label="Tax liabilities">
          {position.liabilities.map((l) => (
            <li key={l.id} className="tax-row" aria-label={l.title}>
              <div className="tax-row-main">
                <strong>{l.title}</strong> <Badge tone={statusTone[l.status]}>{l.status}</Badge>
                <p className="k-muted">
                  {l.jurisdiction} · {l.form} ·{' '}
                  {l.dueDate ? `Due ${shortDate(l.dueDate)}` : 'Due date set by the agency'}
                </p>
                <p>{l.description}</p>
              </div>
              <div className="tax-row-amount">
                <strong>{formatUSD(l.amountCents)}</strong>
                {l.paidCents > 0 && <span className="k-muted">{formatUSD(l.paidCents)} paid</span>}
                {mayPay && l.amountCents > 0 && (
                  <>
                    <Button size="sm" onClick={() => onPay(l)} aria-label={`Pay Now: ${l.title}`}>
                      Pay Now
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onSchedule(l)}
                      aria-label={`Schedule: ${l.title}`}
                    >
                      Schedule
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
