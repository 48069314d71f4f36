import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { taxRoutes } from '../../domain/routes';
import { taxApi } from '../taxApi';
import './taxTile.css';

/**
 * The dashboard tile of Tax Optimization: the taxes due in the next 30 days (overdue included),
 * computed on the server from the payroll and the books, opening the Tax Payments tab's screen.
 */
export function TaxDueTile() {
  const companyId = useSession().currentCompany?.id ?? null;
  const [due, setDue] = useState<{ cents: number } | { error: string } | null>(null);
  useEffect(() => {
    if (!companyId) return;
    let live = true;
    taxApi.call(taxRoutes.liabilities, {}, undefined, { query: { companyId } }).then(
      (answer) => live && setDue({ cents: answer.dueThisMonthCents }),
      () => live && setDue({ error: 'Not available' }),
    );
    return () => {
      live = false;
    };
  }, [companyId]);
  return (
    <Link to="/tax-optimization" className="tax-tile">
      <span className="tax-tile-label">Taxes due this month</span>
      <strong className="tax-tile-value">
        {due === null ? '…' : 'cents' in due ? formatUSD(due.cents) : due.error}
      </strong>
    </Link>
  );
}

export default TaxDueTile;
