import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pencil } from 'lucide-react';
import { Button, Dialog, FigureList, useSession } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { annualPay } from '../../domain/employees/annualPay';
import { payrollScopeAccess } from '../../domain/schema';
import { useEmployeeUpdate } from '../hooks/useEmployeeUpdate';
import { usePayrollBooks } from '../hooks/usePayrollBooks';
import { EmployeeDialog } from './EmployeeDialog';
import { payLabel } from './payLabel';

/**
 * The employee a link names (`/payroll-ai?employee=<id>`, a search result), opened in a dialog
 * over the wizard; closing it takes the employee out of the URL. Members who may change payroll
 * can Edit them there (a compliance finding links here to have a number entered again). Inside
 * the payroll document.
 */
export function LinkedEmployee() {
  const [params, setParams] = useSearchParams();
  const id = params.get('employee');
  const { employees, setup } = usePayrollBooks();
  const { currentCompany } = useSession();
  const update = useEmployeeUpdate(currentCompany?.id ?? '');
  const [editing, setEditing] = useState(false);
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
  const canWrite =
    currentCompany !== null &&
    currentCompany !== undefined &&
    (payrollScopeAccess.write as readonly string[]).includes(currentCompany.role);
  if (editing && employee)
    return (
      <EmployeeDialog
        key={employee.id}
        open
        onOpenChange={(open) => !open && setEditing(false)}
        onSave={update}
        state={setup?.primaryState}
        employee={employee}
      />
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={employee ? `${employee.firstName} ${employee.lastName}` : 'Employee'}
    >
      {employee ? (
        <>
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
          {canWrite && (
            <div className="payroll-actions">
              <Button
                variant="secondary"
                aria-label={`Edit ${employee.firstName} ${employee.lastName}`}
                onClick={() => setEditing(true)}
              >
                <Pencil size={16} aria-hidden /> Edit
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="k-muted">This employee is no longer on the payroll.</p>
      )}
    </Dialog>
  );
}
