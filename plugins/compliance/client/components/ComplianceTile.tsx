import { Link } from 'react-router-dom';
import { useService } from '@keel/core/client';
import { complianceStatusRef } from '../../domain/public';
import { statusLabels } from '../../domain/areas';

/**
 * The dashboard's compliance tile (spec 000 section 2.5, the fifth clickable figure, to
 * /compliance-monitor): the overall score of the latest check and its status.
 */
export function ComplianceTile() {
  const status = useService(complianceStatusRef);
  const figure =
    status.status === 'ready'
      ? status.overall.score === null
        ? 'No score'
        : `${status.overall.score}%`
      : status.status === 'loading'
        ? '…'
        : 'Not checked';
  const detail =
    status.status === 'ready'
      ? `${statusLabels[status.overall.status]} · ${status.openAlerts} open ${status.openAlerts === 1 ? 'alert' : 'alerts'}`
      : 'Run a compliance check';
  return (
    <Link
      to="/compliance-monitor"
      className="k-card"
      aria-label={`Compliance: ${figure}, ${detail}`}
    >
      <span className="k-muted">Compliance</span>
      <strong style={{ display: 'block', fontSize: '1.5rem' }}>{figure}</strong>
      <span className="k-muted">{detail}</span>
    </Link>
  );
}

export default ComplianceTile;
