import { Dialog, FigureList } from '@keel/core/client';
import type { Opportunity } from '../../domain/opportunities/opportunity';

/** Learn More: the rule, its source, the company figures it used and what it is missing. */
export function LearnMoreDialog({
  opportunity,
  onClose,
}: {
  opportunity: Opportunity | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={opportunity !== null}
      onOpenChange={(open) => !open && onClose()}
      title={opportunity?.title ?? 'Learn More'}
      description={opportunity?.rule}
    >
      {opportunity && (
        <>
          <h3>Source</h3>
          <p>{opportunity.source}</p>
          <h3>Your figures</h3>
          <FigureList
            label="Figures used"
            figures={opportunity.figuresUsed.map((f) => [f.label, f.value] as const)}
          />
          {opportunity.missing.length > 0 && (
            <>
              <h3>What Keel does not know</h3>
              <ul>
                {opportunity.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
