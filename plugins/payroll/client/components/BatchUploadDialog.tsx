import { useState } from 'react';
import { Button, Dialog } from '@keel/core/client';
import { BusyButton } from './BusyButton';
import type { Employee, EmployeeImportPlan } from '../../domain/employees';
import { payLabel } from './payLabel';

/** The preview of a Batch Upload: what will be imported, and every row skipped and why. */
export function BatchUploadDialog({
  fileName,
  plan,
  onImport,
  onCancel,
}: {
  fileName: string;
  plan: EmployeeImportPlan | null;
  /** Saves the employees; the dialog shows it is busy until it settles. */
  onImport: (employees: Employee[]) => Promise<void>;
  onCancel: () => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const [importing, setImporting] = useState(false);
  if (!plan) return null;
  const count = plan.employees.length;
  const shown = showAll ? plan.employees : plan.employees.slice(0, 20);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !importing && onCancel()}
      title="Import Employees"
      description={`${fileName}: ${count} of ${plan.dataRows} rows ready to import${plan.skipped.length ? `, ${plan.skipped.length} skipped` : ''}.`}
      className="payroll-import-dialog"
    >
      {plan.notes.map((note) => (
        <p key={note} className="k-muted">
          {note}
        </p>
      ))}
      {count > 0 && (
        <table className="k-table" aria-label="Employees to import">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Pay</th>
              <th scope="col">Employment</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((employee) => (
              <tr key={employee.id}>
                <td>
                  {employee.firstName} {employee.lastName}
                </td>
                <td>{employee.email}</td>
                <td>{payLabel(employee)}</td>
                <td>{employee.employmentType}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {count > shown.length && (
        <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
          Show all {count}
        </Button>
      )}
      {plan.skipped.length > 0 && (
        <section aria-label="Rows skipped">
          <h3 className="payroll-subheading">Rows skipped</h3>
          <ul className="payroll-problems">
            {plan.skipped.map((row) => (
              <li key={row.row}>{row.reason}</li>
            ))}
          </ul>
        </section>
      )}
      {plan.warnings.length > 0 && (
        <section aria-label="Defaults used">
          <h3 className="payroll-subheading">Defaults used</h3>
          <ul className="payroll-problems">
            {plan.warnings.map((warning) => (
              <li key={`${warning.row}-${warning.message}`}>
                Row {warning.row}: {warning.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="payroll-actions">
        <Button variant="secondary" disabled={importing} onClick={onCancel}>
          Cancel
        </Button>
        <BusyButton
          busy={importing}
          busyLabel="Importing…"
          disabled={count === 0}
          onClick={() => {
            setImporting(true);
            void onImport(plan.employees).finally(() => setImporting(false));
          }}
        >
          Import {count} {count === 1 ? 'employee' : 'employees'}
        </BusyButton>
      </div>
    </Dialog>
  );
}
