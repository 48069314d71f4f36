import { Link } from 'react-router-dom';
import { Card } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { summarizeThreats } from '../../domain/threats/threatSummary';
import { useThreats } from '../hooks/useThreats';
import { threatPath, FRAUD_PATH } from '../paths';
import '../fraud.css';

/**
 * The dashboard's anomaly detection card (spec 000, section 2.5): the open threats, Investigate
 * (the most serious newest one) and View All Threats.
 */
export function AnomalyCard() {
  const threats = useThreats();
  const summary = summarizeThreats(threats);
  const open = threats.filter((t) => t.status === 'investigating');
  const first = open.find((t) => t.severity === 'high') ?? open[0];
  return (
    <Card title="Anomaly Detection">
      {first ? (
        <>
          <p>
            {summary.active} open {summary.active === 1 ? 'threat' : 'threats'},{' '}
            {formatUSD(summary.atRiskCents)} at risk
          </p>
          <p className="k-muted">{first.description}</p>
        </>
      ) : (
        <p className="k-muted">
          {threats.length === 0 ? 'No scan has found anything yet.' : 'No open threats.'}
        </p>
      )}
      <div className="fraud-quick">
        {first && (
          <Link className="k-btn k-btn--md k-btn--primary" to={threatPath(first.id)}>
            Investigate
          </Link>
        )}
        <Link className="k-btn k-btn--md k-btn--secondary" to={FRAUD_PATH}>
          View All Threats
        </Link>
      </div>
    </Card>
  );
}

export default AnomalyCard;
