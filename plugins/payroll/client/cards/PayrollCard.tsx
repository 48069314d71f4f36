import { Link } from 'react-router-dom';
import { Card, FigureList, useToday } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { awaitsApproval, defaultPayDate } from '../../domain/runs';
import { PayrollDocument } from '../components/PayrollDocument';
import { usePayrollBooks } from '../hooks/usePayrollBooks';

/** The figures, once the payroll document is open. */
function PayrollFigures() {
  const books = usePayrollBooks();
  const lastPaid = books.runs.find((run) => run.status === 'completed');
  const waiting = books.runs.filter(awaitsApproval);
  const next = defaultPayDate(books, useToday());
  return (
    <FigureList
      figures={[
        ['Employees', String(books.employees.length)],
        [
          'Last payroll',
          lastPaid ? `${formatUSD(lastPaid.totalGrossPay)} on ${lastPaid.payDate}` : '—',
        ],
        ['Waiting for approval', String(waiting.length)],
        ['Next pay date', next ?? 'set up payroll first'],
      ]}
    />
  );
}

/**
 * The dashboard's payroll card (spec 000 section 2.5, "employees"): head count, the last payroll,
 * runs waiting for approval and the next pay date, from the company's payroll document. Members
 * without payroll access are told so; their browser never opens the document.
 */
export function PayrollCard() {
  return (
    <Card title="Payroll" actions={<Link to="/payroll-ai">Open Payroll AI</Link>}>
      <PayrollDocument denied={<p className="k-muted">Your role does not include payroll.</p>}>
        <PayrollFigures />
      </PayrollDocument>
    </Card>
  );
}

export default PayrollCard;
