import { Badge, Button, Card } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { Opportunity } from '../../domain/opportunities/opportunity';

const difficultyTone = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** One opportunity (spec 001 section 2): its figures, Implement and Learn More. */
export function OpportunityCard({
  opportunity,
  implemented,
  mayImplement,
  busy,
  onImplement,
  onLearnMore,
}: {
  opportunity: Opportunity;
  implemented: boolean;
  mayImplement: boolean;
  busy: boolean;
  onImplement: () => void;
  onLearnMore: () => void;
}) {
  return (
    <Card title={opportunity.title} description={opportunity.description}>
      <p className="tax-badges">
        <Badge tone="info">{opportunity.category}</Badge>{' '}
        <Badge tone={difficultyTone[opportunity.difficulty]}>{opportunity.difficulty}</Badge>{' '}
        <span className="k-muted">{opportunity.timeframe}</span>
      </p>
      <p>
        <strong>
          {opportunity.potentialSaving === null
            ? 'Potential saving not sized: Learn More says what Keel needs'
            : `Potential saving ${formatUSD(opportunity.potentialSaving)}`}
        </strong>{' '}
        · Confidence {opportunity.confidence}%
      </p>
      <ul aria-label="Requirements">
        {opportunity.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <div className="tax-actions">
        {mayImplement && (
          <Button onClick={onImplement} disabled={implemented || busy}>
            {implemented ? 'Implemented' : 'Implement'}
          </Button>
        )}
        <Button variant="secondary" onClick={onLearnMore}>
          Learn More
        </Button>
      </div>
      {implemented && <p className="k-muted">Follow-up: {opportunity.followUp.task}</p>}
    </Card>
  );
}
