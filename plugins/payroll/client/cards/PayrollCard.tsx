import '../payroll.css';
import { Link } from 'react-router-dom';
import {
  Card,
  CompanySyncProvider,
  Spinner,
  useCanReadScope,
  usePluginStore,
  useScopeSync,
} from '@keel/core/client';
import { formatUSD, localToday } from '@keel/core/domain';
import { defaultPayDate } from '../../domain/runs';
import { PAYROLL_SCOPE } from '../../domain/schema';
import { usePayrollBooks } from '../hooks/usePayrollBooks';

const TITLE = 'Payroll';

/** The figures, once the payroll document is open. */
function PayrollFigures() {
  const books = usePayrollBooks();
  const lastPaid = books.runs.find((run) => run.status === 'completed');
  const waiting = books.runs.filter((run) => run.status !== 'completed' && run.status !== 'error');
  const next = defaultPayDate(books, localToday());
  const figures: [string, string][] = [
    ['Employees', String(books.employees.length)],
    [
      'Last payroll',
      lastPaid ? `${formatUSD(lastPaid.totalGrossPay)} on ${lastPaid.payDate}` : '—',
    ],
    ['Waiting for approval', String(waiting.length)],
    ['Next pay date', next ?? 'set up payroll first'],
  ];
  return (
    <dl className="payroll-card-figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WhenBound({ children }: { children: React.ReactNode }) {
  return usePluginStore('payroll') ? children : <Spinner label="Opening payroll…" />;
}

/**
 * The dashboard's payroll card (spec 000 section 2.5, "employees"): head count, the last payroll,
 * runs waiting for approval and the next pay date, from the company's payroll document. Members
 * without payroll access are told so; their browser never opens the document.
 */
export function PayrollCard() {
  const allowed = useCanReadScope(PAYROLL_SCOPE);
  const sync = useScopeSync(PAYROLL_SCOPE);
  return (
    <Card title={TITLE} actions={<Link to="/payroll-ai">Open Payroll AI</Link>}>
      {!allowed ? (
        <p className="k-muted">Your role does not include payroll.</p>
      ) : !sync ? (
        <Spinner label="Opening payroll…" />
      ) : (
        <CompanySyncProvider sync={sync}>
          <WhenBound>
            <PayrollFigures />
          </WhenBound>
        </CompanySyncProvider>
      )}
    </Card>
  );
}

export default PayrollCard;
