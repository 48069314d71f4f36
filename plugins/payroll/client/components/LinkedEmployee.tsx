import { useSearchParams } from 'react-router-dom';
import { Dialog, FigureList } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { annualPay } from '../../domain/employees/annualPay';
import { usePayrollBooks } from '../hooks/usePayrollBooks';
import { payLabel } from './payLabel';

/**
 * The employee a link names (`/payroll-ai?employee=<id>`, a search result), opened in a dialog
 * over the wizard; closing it takes the employee out of the URL. Inside the payroll document.
 */
export function LinkedEmployee() {
  const [params, setParams] = useSearchParams();
  const id = params.get('employee');
  const { employees } = usePayrollBooks();
  if (!id) return null;
  const employee = employees.find((e) => e.id === id);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('employee');
        return next;
      },
      { replace: true },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={employee ? `${employee.firstName} ${employee.lastName}` : 'Employee'}
    >
      {employee ? (
        <FigureList
          figures={[
            ['Email', employee.email],
            ['Job title', employee.jobTitle || '—'],
            ['Department', employee.department || '—'],
            [
              'Employment type',
              `${employee.employmentType.charAt(0).toUpperCase()}${employee.employmentType.slice(1)}`,
            ],
            ['Pay', payLabel(employee)],
            ['Annual pay', formatUSD(annualPay(employee))],
            [
              'Paid by',
              employee.paymentMethod === 'check'
                ? 'Check'
                : employee.accountLast4
                  ? `Direct deposit ••••${employee.accountLast4}`
                  : 'Direct deposit (bank details missing)',
            ],
            ['Start date', employee.startDate ?? '—'],
            ...(employee.status === 'terminated'
              ? [['Termination date', employee.terminationDate ?? '—'] as [string, string]]
              : []),
          ]}
        />
      ) : (
        <p className="k-muted">This employee is no longer on the payroll.</p>
      )}
    </Dialog>
  );
}
