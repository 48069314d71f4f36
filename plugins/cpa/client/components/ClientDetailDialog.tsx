import { Badge, Button, Dialog, Spinner } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { shortDate } from '../../domain/dates';
import type { ClientDetail, ClientView, PracticeMember } from '../../domain/routes';
import { EngagementForm, type Engagement } from './EngagementForm';
import { HealthStrip } from './HealthStrip';

/** Props of ClientDetailDialog. */
export interface ClientDetailDialogProps {
  client: ClientView;
  /** The health and checklist of a client on Keel (null while it loads, or for others). */
  detail: ClientDetail | null;
  error: string | null;
  canWrite: boolean;
  /** The practice's members, for the responsible CPA. */
  members: readonly PracticeMember[];
  onClose: () => void;
  onReview: (periodEnd: string) => void;
  onSwitch: (client: ClientView) => void;
  onSaveEngagement: (engagement: Engagement) => Promise<void>;
}

/**
 * View: a client's detail. For a client company on Keel, its health and the month-end checklist
 * of its last month (steps that tick themselves from its books, the review recorded here), and a
 * button that switches to the company; for another client, what the practice recorded.
 */
export function ClientDetailDialog({
  client,
  detail,
  error,
  canWrite,
  onClose,
  onReview,
  onSwitch,
  onSaveEngagement,
  members,
}: ClientDetailDialogProps) {
  const review = detail?.checklist.steps.find((step) => step.id === 'review');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={client.name}>
      <dl className="cpa-facts">
        <dt>Responsible CPA</dt>
        <dd>{client.cpa?.name ?? 'Not assigned'}</dd>
        <dt>Revenue</dt>
        <dd>
          {client.revenueCents === null ? '—' : formatUSD(client.revenueCents)}
          {client.onKeel ? ' (last 12 months, from its books)' : ''}
        </dd>
        <dt>Next deadline</dt>
        <dd>
          {detail?.health.nextDeadline
            ? `${shortDate(detail.health.nextDeadline.dueDate)}: ${detail.health.nextDeadline.description}`
            : client.nextDeadline
              ? shortDate(client.nextDeadline)
              : '—'}
        </dd>
        <dt>Engagement fee</dt>
        <dd>
          {client.billing === 'none'
            ? 'None agreed'
            : `${formatUSD(client.engagementFee)} ${client.billing}`}
        </dd>
      </dl>
      {client.onKeel && error && !detail && <p role="alert">{error}</p>}
      {client.onKeel && !detail && !error && <Spinner label="Reading the client’s books…" />}
      {detail && (
        <>
          <HealthStrip health={detail.health} name={client.name} />
          <section aria-labelledby="cpa-close-title" className="cpa-close">
            <h3 id="cpa-close-title">
              Month-end close of {shortDate(detail.checklist.periodEnd)}{' '}
              {detail.checklist.closed ? (
                <Badge tone="success">
                  {detail.checklist.closedAt
                    ? `Closed ${detail.checklist.closedAt.exact ? 'on' : 'by'} ${shortDate(detail.checklist.closedAt.at)}`
                    : 'Closed'}
                </Badge>
              ) : (
                <Badge tone="warning">Open</Badge>
              )}
            </h3>
            <ul className="cpa-checklist" aria-label="Month-end checklist">
              {detail.checklist.steps.map((step) => (
                <li key={step.id}>
                  <span aria-hidden>{step.done ? '✓' : '○'}</span> {step.label}{' '}
                  <span className="k-sr-only">{step.done ? 'done' : 'not done'}</span>
                </li>
              ))}
            </ul>
            {detail.review && (
              <p className="k-hint">
                Reviewed by {detail.review.reviewedBy.replace(/ <.*>$/, '')} on{' '}
                {shortDate(detail.review.reviewedAt)}
              </p>
            )}
            {canWrite && review && !review.done && (
              <Button variant="secondary" onClick={() => onReview(detail.checklist.periodEnd)}>
                Record review
              </Button>
            )}
          </section>
        </>
      )}
      {!client.onKeel && (
        <p className="k-hint">Not on Keel: the figures are the ones the practice entered.</p>
      )}
      {canWrite && (
        <section aria-labelledby="cpa-engagement-title" className="cpa-close">
          <h3 id="cpa-engagement-title">Engagement</h3>
          <EngagementForm client={client} members={members} onSave={onSaveEngagement} />
        </section>
      )}
      <div className="k-toolbar">
        {client.onKeel && <Button onClick={() => onSwitch(client)}>Switch to {client.name}</Button>}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
