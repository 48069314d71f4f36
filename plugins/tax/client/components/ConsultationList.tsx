import { EmptyState } from '@keel/core/client';
import { consultationSummary, type ConsultationRow } from '../../domain/consultations/consultation';

/** The consultations members asked for, soonest first: what the accountant and CPA plan around. */
export function ConsultationList({
  consultations,
}: {
  consultations: readonly (ConsultationRow & { id: string })[];
}) {
  if (consultations.length === 0)
    return <EmptyState title="No consultations requested">Requests appear here.</EmptyState>;
  return (
    <ul className="tax-list" aria-label="Consultations requested">
      {[...consultations]
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
        .map((c) => (
          <li key={c.id}>
            {consultationSummary(c)}{' '}
            <span className="k-muted">
              requested by {c.requestedBy.replace(/\s*<.*>$/, '')}
              {c.confirmationSent ? '' : ' (the confirmation e-mail did not go out)'}
            </span>
          </li>
        ))}
    </ul>
  );
}
