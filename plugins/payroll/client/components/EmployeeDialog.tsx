import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, NativeSelect, useToast } from '@keel/core/client';
import { BusyButton } from './BusyButton';
import type { Employee } from '../../domain/employees';
import type { StoredEmployee } from '../../domain/employees/storedEmployee';
import { ARIZONA_A4_PERCENTAGES } from '../../domain/tax';
import { accountNumberInput, accountTypeOptions, routingNumberInput } from './bankAccountInputs';
import {
  checkEmployeeForm,
  emptyEmployeeForm,
  employeeFormValues,
  type EmployeeFormErrors,
  type EmployeeFormValues,
} from './employeeForm';

const options = {
  payType: [
    { value: 'salary', label: 'Salary' },
    { value: 'hourly', label: 'Hourly' },
  ],
  employmentType: [
    { value: 'full-time', label: 'Full-time' },
    { value: 'part-time', label: 'Part-time' },
    { value: 'contract', label: 'Contract' },
    { value: 'intern', label: 'Intern' },
  ],
  paymentMethod: [
    { value: 'direct_deposit', label: 'Direct deposit' },
    { value: 'check', label: 'Check' },
  ],
  accountType: accountTypeOptions,
  taxFilingStatus: [
    { value: 'single', label: 'Single or married filing separately' },
    { value: 'married', label: 'Married filing jointly' },
    { value: 'head_of_household', label: 'Head of household' },
  ],
  w4Version: [
    { value: '2020', label: '2020 or later' },
    { value: '2019', label: '2019 or earlier' },
  ],
};

/** The hint of a sealed number's input when editing: its last four digits on file, or none. */
function sealedHint(last4: string | undefined): string {
  return last4
    ? `On file ···${last4}. Leave empty to keep it; a new number replaces it.`
    : 'None on file.';
}

/**
 * Add Employee (spec 000 sections 2.10 and 3): the employee's pay, bank and Form W-4 details.
 * Given a saved `employee`, the same form edits them: prefilled with their saved fields, the
 * sealed numbers left empty (an empty one keeps the number on file).
 */
export function EmployeeDialog({
  open,
  onOpenChange,
  onSave,
  state,
  employee,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the employee; resolves true once saved (the dialog then closes), false to stay open. */
  onSave: (employee: Employee) => Promise<boolean>;
  /** The company's primary state, whose withholding certificate the form asks for. */
  state?: string | undefined;
  /** The saved employee to edit; absent to add one. */
  employee?: StoredEmployee | undefined;
}) {
  const { toast } = useToast();
  const [values, setValues] = useState<EmployeeFormValues>(() =>
    employee ? employeeFormValues(employee) : emptyEmployeeForm,
  );
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [saving, setSaving] = useState(false);
  const step2Id = useId();

  const set = <K extends keyof EmployeeFormValues>(name: K, value: EmployeeFormValues[K]) => {
    setValues((before) => ({ ...before, [name]: value }));
    if (errors[name as keyof EmployeeFormErrors])
      setErrors(({ [name as keyof EmployeeFormErrors]: _cleared, ...rest }) => rest);
  };
  const text = (name: keyof EmployeeFormValues & keyof EmployeeFormErrors) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      set(name, event.target.value as EmployeeFormValues[typeof name]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = employee
      ? checkEmployeeForm(values, employee.id, employee)
      : checkEmployeeForm(values, crypto.randomUUID());
    if (!checked.ok) {
      setErrors(checked.errors);
      toast({ ...checked.toast, variant: 'destructive' });
      return;
    }
    setSaving(true);
    const saved = await onSave(checked.employee).finally(() => setSaving(false));
    if (!saved) return;
    setValues(emptyEmployeeForm);
    setErrors({});
    onOpenChange(false);
  };

  const hourly = values.payType === 'hourly';
  const w4From2020 = values.w4Version === '2020';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={employee ? `Edit ${employee.firstName} ${employee.lastName}` : 'Add Employee'}
      description={
        employee
          ? 'Change pay, payment method, address and Form W-4 details. Sealed numbers are never shown: type one only to replace it.'
          : 'Pay, payment method and Form W-4 details. Bank numbers are kept encrypted on the server and shown masked.'
      }
      className="payroll-employee-dialog"
    >
      <form className="k-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="payroll-fieldset">
          <legend>Employee</legend>
          <div className="payroll-form-grid">
            <Input label="First name" autoComplete="off" {...text('firstName')} />
            <Input label="Last name" autoComplete="off" {...text('lastName')} />
            <Input label="Email" type="email" autoComplete="off" {...text('email')} />
            <Input label="Job title" {...text('jobTitle')} />
            <Input label="Department" {...text('department')} />
            <Input label="Start date" type="date" {...text('startDate')} />
            <Input
              label="Social Security number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              hint={
                employee
                  ? sealedHint(employee.ssnLast4)
                  : 'Optional here, needed for Form W-2. Kept encrypted; shown as its last four digits.'
              }
              {...text('ssn')}
            />
            <Input
              label="Home address"
              autoComplete="off"
              hint="Optional, for Form W-2: street, city, state and ZIP code on one line."
              {...text('homeAddress')}
            />
            <NativeSelect
              label="Employment type"
              options={options.employmentType}
              {...text('employmentType')}
            />
          </div>
        </fieldset>
        <fieldset className="payroll-fieldset">
          <legend>Pay</legend>
          <div className="payroll-form-grid">
            <NativeSelect label="Pay type" options={options.payType} {...text('payType')} />
            {hourly ? (
              <Input label="Hourly rate ($)" inputMode="decimal" {...text('hourlyRate')} />
            ) : (
              <Input label="Annual salary ($)" inputMode="decimal" {...text('salary')} />
            )}
            <Input
              label="Hours per week"
              inputMode="decimal"
              hint="40 when left blank"
              {...text('hoursPerWeek')}
            />
          </div>
        </fieldset>
        <fieldset className="payroll-fieldset">
          <legend>Payment</legend>
          <div className="payroll-form-grid">
            <NativeSelect
              label="Payment method"
              options={options.paymentMethod}
              {...text('paymentMethod')}
            />
            {values.paymentMethod === 'direct_deposit' && (
              <>
                <Input label="Bank name" {...text('bankName')} />
                <Input
                  {...routingNumberInput}
                  {...(employee && { hint: sealedHint(employee.routingLast4) })}
                  {...text('routingNumber')}
                />
                <Input
                  {...accountNumberInput}
                  {...(employee && { hint: sealedHint(employee.accountLast4) })}
                  {...text('accountNumber')}
                />
                <NativeSelect
                  label="Account type"
                  options={options.accountType}
                  {...text('accountType')}
                />
              </>
            )}
          </div>
        </fieldset>
        <fieldset className="payroll-fieldset">
          <legend>Federal withholding (Form W-4)</legend>
          <div className="payroll-form-grid">
            <NativeSelect
              label="W-4 form year"
              options={options.w4Version}
              {...text('w4Version')}
            />
            <NativeSelect
              label="Tax filing status"
              options={options.taxFilingStatus}
              {...text('taxFilingStatus')}
            />
            {w4From2020 ? (
              <>
                <div className="k-field payroll-checkbox-field">
                  <input
                    id={step2Id}
                    type="checkbox"
                    className="k-checkbox"
                    checked={values.w4Step2}
                    onChange={(event) => set('w4Step2', event.target.checked)}
                  />
                  <label htmlFor={step2Id}>Step 2: multiple jobs or spouse works</label>
                </div>
                <Input
                  label="Step 3 dependents ($ a year)"
                  inputMode="decimal"
                  {...text('w4Dependents')}
                />
                <Input
                  label="Step 4(a) other income ($ a year)"
                  inputMode="decimal"
                  {...text('w4OtherIncome')}
                />
                <Input
                  label="Step 4(b) deductions ($ a year)"
                  inputMode="decimal"
                  {...text('w4Deductions')}
                />
              </>
            ) : (
              <Input
                label="Tax allowances"
                type="number"
                min={0}
                max={10}
                {...text('taxAllowances')}
              />
            )}
            <Input
              label={
                w4From2020
                  ? 'Step 4(c) extra withholding ($ per pay period)'
                  : 'Additional withholding ($ per pay period)'
              }
              inputMode="decimal"
              {...text('w4ExtraWithholding')}
            />
          </div>
        </fieldset>
        <fieldset className="payroll-fieldset">
          <legend>State withholding{state ? ` (${state})` : ''}</legend>
          <div className="payroll-form-grid">
            <Input
              label="State allowances"
              type="number"
              min={0}
              max={99}
              hint="From the state's withholding certificate; blank uses the W-4's"
              {...text('stateAllowances')}
            />
            <Input
              label="State extra withholding ($ per pay period)"
              inputMode="decimal"
              {...text('stateExtraWithholding')}
            />
            {state === 'AZ' && (
              <NativeSelect
                label="Arizona Form A-4 percentage"
                options={[
                  { value: '', label: 'Not given (2.0%)' },
                  ...ARIZONA_A4_PERCENTAGES.map((p) => ({ value: String(p), label: `${p}%` })),
                ]}
                {...text('arizonaPercent')}
              />
            )}
          </div>
        </fieldset>
        <div className="payroll-actions">
          <Button
            type="button"
            variant="secondary"
            disabled={saving}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <BusyButton type="submit" busy={saving} busyLabel="Saving…">
            {employee ? 'Save Changes' : 'Add Employee'}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
