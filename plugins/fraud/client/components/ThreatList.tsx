import { useState } from 'react';
import { Badge, Button, Card, EmptyState, NativeSelect } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import {
  severities,
  threatStatuses,
  threatTypeLabels,
  threatTypes,
  type Threat,
} from '../../domain/threats/threatSchema';
import { capitalized, severityTone, statusTone } from './severity';
import { formatShortDate } from './shortDate';

/** What a person chose to do with a threat. */
export type ThreatAction = 'details' | 'blocked' | 'resolved' | 'block-reason';

const all = { value: '', label: 'All' };

/**
 * The recent threats, with Filter (type, severity, status), Details, and the actions of each
 * status: Block Transaction and Mark as Safe while investigating (for those who may act), Review
 * Block Reason once blocked, and Mark as Safe on a blocked threat too (it lifts the block).
 */
export function ThreatList({
  threats,
  canAct,
  onAction,
}: {
  threats: readonly Threat[];
  canAct: boolean;
  onAction: (threat: Threat, action: ThreatAction) => void;
}) {
  const [filtering, setFiltering] = useState(false);
  const [type, setType] = useState('');
  const [severity, setSeverity] = useState('');
  const [status, setStatus] = useState('');
  const shown = threats.filter(
    (t) =>
      (type === '' || t.type === type) &&
      (severity === '' || t.severity === severity) &&
      (status === '' || t.status === status),
  );
  return (
    <Card
      title="Recent Threats"
      actions={
        <Button
          variant="secondary"
          aria-expanded={filtering}
          onClick={() => setFiltering(!filtering)}
        >
          Filter
        </Button>
      }
    >
      {filtering && (
        <div className="fraud-filters">
          <NativeSelect
            label="Type"
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[all, ...threatTypes.map((t) => ({ value: t, label: threatTypeLabels[t] }))]}
          />
          <NativeSelect
            label="Severity"
            value={severity}
            onChange={(e) => setSeverity(e.target.value)}
            options={[all, ...severities.map((s) => ({ value: s, label: capitalized(s) }))]}
          />
          <NativeSelect
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[all, ...threatStatuses.map((s) => ({ value: s, label: capitalized(s) }))]}
          />
        </div>
      )}
      {threats.length === 0 ? (
        <EmptyState title="No threats found">
          Run a Deep Scan to check the books and the sign-in log.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No threats match the filter">Choose All to see every threat.</EmptyState>
      ) : (
        <ul className="fraud-threats" aria-label="Threats">
          {shown.map((threat) => (
            <li key={threat.id} className={`fraud-threat fraud-threat--${threat.severity}`}>
              <div className="fraud-threat-head">
                <strong>{threat.description}</strong>
                <span className="fraud-badges">
                  <Badge>{threatTypeLabels[threat.type]}</Badge>
                  <Badge tone={severityTone[threat.severity]}>{capitalized(threat.severity)}</Badge>
                  <Badge tone={statusTone[threat.status]}>{capitalized(threat.status)}</Badge>
                </span>
              </div>
              <p className="k-muted">
                {formatUSD(threat.amount)} · {threat.confidence}% confidence ·{' '}
                {formatShortDate(threat.timestamp)}
              </p>
              <div className="fraud-threat-actions">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onAction(threat, 'details')}
                  aria-label={`Details of ${threat.description}`}
                >
                  Details
                </Button>
                {canAct && threat.status === 'investigating' && (
                  <>
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={() => onAction(threat, 'blocked')}
                      aria-label={`Block Transaction of ${threat.description}`}
                    >
                      Block Transaction
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onAction(threat, 'resolved')}
                      aria-label={`Mark as Safe: ${threat.description}`}
                    >
                      Mark as Safe
                    </Button>
                  </>
                )}
                {threat.status === 'blocked' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onAction(threat, 'block-reason')}
                    aria-label={`Review Block Reason of ${threat.description}`}
                  >
                    Review Block Reason
                  </Button>
                )}
                {canAct && threat.status === 'blocked' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onAction(threat, 'resolved')}
                    aria-label={`Mark as Safe: ${threat.description}`}
                  >
                    Mark as Safe
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
