import { Link } from 'react-router-dom';
import { useService } from '@keel/core/client';
import { payrollFactsRef } from '../../domain/public';

/**
 * The dashboard's employees tile (spec 000 section 2.5): the active head count and the next pay
 * date, from the payroll facts. A role without payroll access is told so, with no figure.
 */
export function EmployeesTile() {
  const payroll = useService(payrollFactsRef);
  const figure =
    payroll.status === 'ready'
      ? String(payroll.facts.activeEmployees)
      : payroll.status === 'loading'
        ? '…'
        : '—';
  const detail =
    payroll.status === 'no-access'
      ? 'Your role does not include payroll'
      : payroll.status === 'loading'
        ? 'Opening payroll'
        : payroll.facts.nextPayDate
          ? `Next pay date ${payroll.facts.nextPayDate}`
          : 'Set up payroll to pay them';
  return (
    <Link to="/payroll-ai">
      <span className="k-muted">Employees</span> <strong>{figure}</strong> <span>{detail}</span>
    </Link>
  );
}

export default EmployeesTile;
