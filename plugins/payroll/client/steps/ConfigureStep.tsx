import { useId, useState, type ChangeEvent } from 'react';
import { Download, Pencil, Trash2, Upload, UserMinus, UserPlus } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  downloadFile,
  isApiError,
  useToast,
} from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { totalAnnualPayroll } from '../../domain/employees/annualPay';
import type { Employee } from '../../domain/employees/employeeSchema';
import { toStoredEmployee, type StoredEmployee } from '../../domain/employees/storedEmployee';
import {
  EMPLOYEE_TEMPLATE_FILE_NAME,
  employeeTemplateCsv,
} from '../../domain/employees/employeeTemplate';
import type { EmployeeImportPlan } from '../../domain/employees/importEmployees';
import { BatchUploadDialog } from '../components/BatchUploadDialog';
import { EmployeeDialog } from '../components/EmployeeDialog';
import { TerminateEmployeeDialog } from '../components/TerminateEmployeeDialog';
import {
  accountEnding,
  employeeCallData,
  ssnEnding,
  type DraftEmployee,
} from '../components/employeeForm';
import { maskSsn } from '../../domain/validation/ssn';
import { BusyButton } from '../components/BusyButton';
import { useEmployeeUpdate } from '../hooks/useEmployeeUpdate';
import { payLabel } from '../components/payLabel';
import { removeEmployee, saveEmployees } from '../payrollApi';

/** Largest upload read in the browser; a bigger file is a mistake, not a staff list. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Employee Configuration (spec 000 section 2.10): add, import and remove employees, each change
 * saved at once (so nothing is lost on leaving, and everyone with payroll access sees it live),
 * then Continue to Run Payroll.
 */
export function ConfigureStep({
  companyId,
  saved,
  state,
  canWrite,
  onContinue,
  onBack,
}: {
  companyId: string;
  /** The saved employees, live from the payroll document. */
  saved: readonly DraftEmployee[];
  /** The company's primary state (its withholding certificate's fields). */
  state?: string | undefined;
  canWrite: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { toast } = useToast();
  const employees = saved;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StoredEmployee | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [terminating, setTerminating] = useState<DraftEmployee | null>(null);
  const [upload, setUpload] = useState<{ fileName: string; plan: EmployeeImportPlan } | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const uploadId = useId();

  const failed = (error: unknown, what: string) =>
    toast({
      title: 'Error',
      description: `${what}: ${(isApiError(error) ? error.error : undefined) ?? 'the server could not be reached'}`,
      variant: 'destructive',
    });
  const add = async (employee: Employee): Promise<boolean> => {
    try {
      await saveEmployees(companyId, [employeeCallData(employee)]);
    } catch (error) {
      failed(error, `${employee.firstName} ${employee.lastName} was not saved`);
      return false;
    }
    toast({
      title: 'Employee Added',
      description: `${employee.firstName} ${employee.lastName} was added and saved.`,
    });
    return true;
  };
  const update = useEmployeeUpdate(companyId);
  const remove = async (employee: DraftEmployee) => {
    setRemoving(employee.id);
    try {
      await removeEmployee(companyId, employee.id);
      toast({
        title: 'Employee Removed',
        description: `${employee.firstName} ${employee.lastName} was removed.`,
      });
    } catch (error) {
      failed(error, `${employee.firstName} ${employee.lastName} was not removed`);
    } finally {
      setRemoving(null);
    }
  };

  const terminate = async (employee: DraftEmployee, terminationDate: string) => {
    const name = `${employee.firstName} ${employee.lastName}`;
    try {
      await saveEmployees(companyId, [
        { ...employeeCallData(employee), status: 'terminated', terminationDate },
      ]);
    } catch (error) {
      const message = isApiError(error) ? error.fields['employees.0.terminationDate'] : undefined;
      if (message) return message.replace(/^Employee 1 \([^)]*\): /, '');
      failed(error, `${name} was not terminated`);
      return null;
    }
    toast({
      title: 'Employee Terminated',
      description: `${name} was terminated; last day ${terminationDate}.`,
    });
    setTerminating(null);
    return null;
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const failed = (detail: string) =>
      toast({
        title: 'Error',
        description: `Failed to parse CSV file. Please check the format. ${detail}`,
        variant: 'destructive',
      });
    if (file.size > MAX_UPLOAD_BYTES) {
      failed(`${file.name} is larger than 10 MB.`);
      return;
    }
    setReading(`Reading ${file.name}…`);
    try {
      // The spreadsheet reader is large: loaded only when a file is chosen.
      const { readEmployeeFile, planEmployeeImport } =
        await import('../../domain/employees/importEmployees');
      const { EmployeeImportError } = await import('../../domain/employees/employeeImportError');
      try {
        const read = readEmployeeFile(new Uint8Array(await file.arrayBuffer()), file.name);
        const plan = planEmployeeImport(read.rows, employees, {
          newId: () => crypto.randomUUID(),
          onProgress: (done, total) => setReading(`Reading ${file.name}: row ${done} of ${total}`),
        });
        plan.notes.push(...read.warnings);
        setUpload({ fileName: file.name, plan });
      } catch (error) {
        if (error instanceof EmployeeImportError) failed(error.detail);
        else throw error;
      }
    } finally {
      setReading(null);
    }
  };

  const importRows = async (rows: Employee[]) => {
    try {
      await saveEmployees(companyId, rows.map(employeeCallData));
    } catch (error) {
      failed(error, 'The employees were not imported');
      return;
    }
    setUpload(null);
    toast({
      title: 'Import Complete',
      description: `Successfully imported ${rows.length} ${rows.length === 1 ? 'employee' : 'employees'}`,
    });
  };

  return (
    <>
      <Card
        title="Employees"
        description={`${employees.length} ${employees.length === 1 ? 'employee' : 'employees'} · total annual payroll ${formatUSD(totalAnnualPayroll(employees))}`}
        actions={
          <div className="k-toolbar">
            <Button disabled={!canWrite} onClick={() => setAdding(true)}>
              <UserPlus size={16} aria-hidden /> Add Employee
            </Button>
            <label
              htmlFor={uploadId}
              className={`k-btn k-btn--secondary k-btn--md${canWrite ? '' : ' is-disabled'}`}
            >
              <Upload size={16} aria-hidden /> Batch Upload CSV
            </label>
            <input
              id={uploadId}
              type="file"
              className="k-sr-only"
              accept=".csv,.xlsx,.xls,text/csv"
              disabled={!canWrite || reading !== null}
              onChange={(event) => void chooseFile(event)}
            />
            <Button
              variant="secondary"
              onClick={() =>
                downloadFile(
                  EMPLOYEE_TEMPLATE_FILE_NAME,
                  employeeTemplateCsv(),
                  'text/csv;charset=utf-8',
                )
              }
            >
              <Download size={16} aria-hidden /> Download Template
            </Button>
          </div>
        }
      >
        {reading && (
          <p role="status" className="k-muted">
            {reading}
          </p>
        )}
        {employees.length === 0 ? (
          <EmptyState title="No employees yet">
            Add employees one by one, or upload a CSV or Excel file made from the template.
          </EmptyState>
        ) : (
          <table className="k-table" aria-label="Employees">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Title and department</th>
                <th scope="col">Pay</th>
                <th scope="col">Paid by</th>
                <th scope="col">
                  <span className="k-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {employees.map((employee) => (
                <tr key={employee.id}>
                  <td>
                    <strong>
                      {employee.firstName} {employee.lastName}
                    </strong>
                    <br />
                    <span className="k-muted">{employee.email}</span>
                    {ssnEnding(employee) && (
                      <>
                        <br />
                        <span className="k-muted">SSN {maskSsn(ssnEnding(employee))}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {[employee.jobTitle, employee.department].filter(Boolean).join(' · ') || '—'}
                    <br />
                    <Badge>{employee.employmentType}</Badge>
                    {employee.status === 'terminated' && (
                      <Badge tone="warning">Terminated {employee.terminationDate}</Badge>
                    )}
                  </td>
                  <td>{payLabel(employee)}</td>
                  <td>
                    {employee.paymentMethod === 'check'
                      ? 'Check'
                      : accountEnding(employee)
                        ? `Direct deposit ••••${accountEnding(employee)}`
                        : 'Direct deposit (bank details missing)'}
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={!canWrite}
                      aria-label={`Edit ${employee.firstName} ${employee.lastName}`}
                      onClick={() =>
                        setEditing(
                          'routingLast4' in employee ? employee : toStoredEmployee(employee),
                        )
                      }
                    >
                      <Pencil size={16} aria-hidden /> Edit
                    </Button>
                    {employee.status !== 'terminated' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={!canWrite}
                        aria-label={`Terminate ${employee.firstName} ${employee.lastName}`}
                        onClick={() => setTerminating(employee)}
                      >
                        <UserMinus size={16} aria-hidden />
                      </Button>
                    )}
                    <BusyButton
                      variant="ghost"
                      size="sm"
                      busy={removing === employee.id}
                      busyLabel="Removing…"
                      disabled={!canWrite || removing !== null}
                      aria-label={`Remove ${employee.firstName} ${employee.lastName}`}
                      onClick={() => void remove(employee)}
                    >
                      <Trash2 size={16} aria-hidden />
                    </BusyButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <div className="payroll-actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button disabled={employees.length === 0} onClick={onContinue}>
          Continue to Run Payroll
        </Button>
      </div>
      <EmployeeDialog open={adding} onOpenChange={setAdding} onSave={add} state={state} />
      {editing && (
        <EmployeeDialog
          key={editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={update}
          state={state}
          employee={editing}
        />
      )}
      {terminating && (
        <TerminateEmployeeDialog
          name={`${terminating.firstName} ${terminating.lastName}`}
          onTerminate={(date) => terminate(terminating, date)}
          onCancel={() => setTerminating(null)}
        />
      )}
      {upload && (
        <BatchUploadDialog
          fileName={upload.fileName}
          plan={upload.plan}
          onImport={importRows}
          onCancel={() => setUpload(null)}
        />
      )}
    </>
  );
}
