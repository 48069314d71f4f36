import { Link } from 'react-router-dom';
import { Badge, Dialog } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { threatTypeLabels, type Threat } from '../../domain/threats/threatSchema';
import { capitalized, severityGuidance, severityTone, statusTone } from './severity';
import { formatShortDate } from './shortDate';

/** Details of a threat: what fired, the records it concerns (links), and its review. */
export function ThreatDetails({
  threat,
  title = 'Threat details',
  onClose,
}: {
  threat: Threat;
  title?: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={threat.description}
    >
      <p className="fraud-badges">
        <Badge>{threatTypeLabels[threat.type]}</Badge>
        <Badge tone={severityTone[threat.severity]}>{severityGuidance[threat.severity]}</Badge>
        <Badge tone={statusTone[threat.status]}>{capitalized(threat.status)}</Badge>
      </p>
      <p>
        {formatUSD(threat.amount)} at stake · {threat.confidence}% confidence ·{' '}
        {formatShortDate(threat.timestamp)}
      </p>
      <h3>Risk factors</h3>
      <ul>
        {threat.riskFactors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
      <h3>Records</h3>
      <ul>
        {threat.records.map((record) => (
          <li key={record.id}>
            <Link to={record.link}>{record.label}</Link>
          </li>
        ))}
      </ul>
      {threat.review && (
        <>
          <h3>{threat.status === 'blocked' ? 'Block reason' : 'Review'}</h3>
          <p>
            {threat.status === 'blocked' ? 'Blocked' : 'Marked as safe'} by {threat.review.by} on{' '}
            {formatShortDate(threat.review.at)}: {threat.review.reason}
          </p>
          {threat.hold && <p>{threat.hold.description}</p>}
        </>
      )}
    </Dialog>
  );
}
