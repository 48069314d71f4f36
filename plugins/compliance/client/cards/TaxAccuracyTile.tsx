import { Link } from 'react-router-dom';
import { useService } from '@keel/core/client';
import { complianceStatusRef, type ComplianceStatusState } from '../../domain/public';
import { statusLabels } from '../../domain/areas';

/** The figure and its line of detail, from the latest check's tax area. */
export function taxAccuracy(status: ComplianceStatusState): { figure: string; detail: string } {
  if (status.status === 'loading') return { figure: '…', detail: 'Reading the latest check' };
  if (status.status === 'never-checked')
    return { figure: 'Not checked', detail: 'Run a compliance check in Compliance Monitor' };
  const tax = status.areas.find((area) => area.id === 'tax');
  if (!tax || tax.score === null)
    return { figure: 'No score', detail: 'No tax check applies to this company yet' };
  return { figure: `${tax.score}%`, detail: `Tax compliance: ${statusLabels[tax.status]}` };
}

/**
 * The dashboard's tax accuracy tile (spec 000 section 2.5, to /tax-optimization): the tax area's
 * score of the latest compliance check, as issue 16 defines it.
 */
export function TaxAccuracyTile() {
  const shown = taxAccuracy(useService(complianceStatusRef));
  return (
    <Link to="/tax-optimization">
      <span className="k-muted">Tax Accuracy</span> <strong>{shown.figure}</strong>{' '}
      <span>{shown.detail}</span>
    </Link>
  );
}

export default TaxAccuracyTile;
