import { Link } from 'react-router-dom';
import { Card, FigureList, Spinner, useService } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { payrollFactsRef, type PayrollFacts } from '../../domain/public';
import { awaitsApproval } from '../../domain/runs';

/** The next federal deposit due from the facts' date: deposits due the same day add up. */
function nextDeposit({ deposits, asOf }: PayrollFacts): string {
  const due = deposits.find((deposit) => deposit.dueDate >= asOf)?.dueDate;
  if (!due) return '—';
  const owed = deposits
    .filter((deposit) => deposit.dueDate === due)
    .reduce((sum, deposit) => sum + deposit.owedCents, 0);
  return `${formatUSD(owed)} by ${due}`;
}

function PayrollFigures({ facts }: { facts: PayrollFacts }) {
  const lastPaid = facts.runs.find((run) => run.status === 'completed');
  return (
    <FigureList
      figures={[
        ['Employees', String(facts.activeEmployees)],
        [
          'Last payroll',
          lastPaid ? `${formatUSD(lastPaid.grossCents)} on ${lastPaid.payDate}` : '—',
        ],
        ['Waiting for approval', String(facts.runs.filter(awaitsApproval).length)],
        ['Next pay date', facts.nextPayDate ?? 'set up payroll first'],
        ['Next federal tax deposit', nextDeposit(facts)],
      ]}
    />
  );
}

/**
 * The dashboard's payroll card (spec 000 section 2.5, "employees"): head count, the last payroll,
 * runs waiting for approval, the next pay date and federal tax deposit, read through the payroll
 * facts service as any plugin would. Members without payroll access are told so; their browser
 * never opens the payroll document.
 */
export function PayrollCard() {
  const payroll = useService(payrollFactsRef);
  return (
    <Card title="Payroll" actions={<Link to="/payroll-ai">Open Payroll AI</Link>}>
      {payroll.status === 'no-access' ? (
        <p className="k-muted">Your role does not include payroll.</p>
      ) : payroll.status === 'loading' ? (
        <Spinner label="Opening payroll…" />
      ) : (
        <PayrollFigures facts={payroll.facts} />
      )}
    </Card>
  );
}

export default PayrollCard;
