import { useState, type FormEvent } from 'react';
import { Button, Card, Input, NativeSelect, useToast } from '@keel/core/client';
import { businessTypes } from '@keel/core/domain';
import type { SetupRow } from '../../domain/schema';
import { STATE_NAMES } from '../../domain/tax';
import { formatEinInput } from '../../domain/validation';
import {
  accountNumberInput,
  accountTypeOptions,
  routingNumberInput,
} from '../components/bankAccountInputs';
import { BusyButton } from '../components/BusyButton';
import type { useStepCall } from '../hooks/useStepCall';
import {
  checkSetupForm,
  initialSetupValues,
  setupCallData,
  setupErrorsFromServer,
  type SetupErrors,
  type SetupField,
  type SetupFormValues,
} from './setupForm';

const businessTypeLabels: Record<string, string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole proprietorship',
};
const choose = { value: '', label: 'Select…' };
const stateOptions = [
  choose,
  ...Object.entries(STATE_NAMES).map(([code, name]) => ({
    value: code,
    label: `${name} (${code})`,
  })),
];
const businessTypeOptions = [
  choose,
  ...businessTypes.map((type) => ({ value: type, label: businessTypeLabels[type] ?? type })),
];
const frequencyOptions = [
  choose,
  { value: 'weekly', label: 'Weekly (52 pay periods)' },
  { value: 'biweekly', label: 'Biweekly (26 pay periods)' },
  { value: 'semimonthly', label: 'Semimonthly (24 pay periods)' },
  { value: 'monthly', label: 'Monthly (12 pay periods)' },
];

/** Company Setup (spec 000 section 2.10): company information and the payroll bank account. */
export function SetupStep({
  saved,
  companyName,
  businessType,
  canWrite,
  step,
  onSaved,
  onBack,
}: {
  saved: SetupRow | null;
  companyName: string;
  /** The company profile's business type: a new setup starts from it. */
  businessType: string;
  canWrite: boolean;
  step: ReturnType<typeof useStepCall>;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { toast } = useToast();
  const [values, setValues] = useState<SetupFormValues>(() =>
    initialSetupValues(saved, { companyName, businessType }),
  );
  const [errors, setErrors] = useState<SetupErrors>({});
  const numbersOnFile = !!saved?.routingLast4 && !!saved.accountLast4;

  const field = (name: SetupField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = name === 'ein' ? formatEinInput(event.target.value) : event.target.value;
      setValues((before) => ({ ...before, [name]: value }));
      // An error clears when its field is edited (spec 000 section 5).
      if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkSetupForm(values, numbersOnFile);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields correctly',
        variant: 'destructive',
      });
      return;
    }
    const result = await step.call('setup', setupCallData(values));
    if (result.ok) onSaved();
    else setErrors(setupErrorsFromServer(result.fields));
  };

  return (
    <form className="k-form payroll-setup" onSubmit={(e) => void submit(e)} noValidate>
      <Card title="Company Information" description="Who pays, and how often">
        <div className="payroll-form-grid">
          <Input label="Company name" autoComplete="organization" {...field('companyName')} />
          <Input
            label="EIN"
            inputMode="numeric"
            maxLength={10}
            placeholder="XX-XXXXXXX"
            {...field('ein')}
          />
          <Input
            label="Business address"
            autoComplete="street-address"
            {...field('businessAddress')}
          />
          <NativeSelect label="Primary state" options={stateOptions} {...field('primaryState')} />
          <NativeSelect
            label="Business type"
            options={businessTypeOptions}
            {...field('businessType')}
          />
          <NativeSelect
            label="Payroll frequency"
            options={frequencyOptions}
            {...field('payrollFrequency')}
          />
        </div>
      </Card>
      <Card
        title="Company Bank Account"
        description="The account payroll is paid from: direct deposits and checks draw on it"
      >
        <div className="payroll-form-grid">
          <Input label="Bank name" {...field('bankName')} />
          <Input label="Account name" {...field('accountName')} />
          <NativeSelect
            label="Account type"
            options={accountTypeOptions}
            {...field('accountType')}
          />
          <Input
            {...routingNumberInput}
            {...(numbersOnFile
              ? { hint: `On file: ending ${saved!.routingLast4}. Leave blank to keep it.` }
              : {})}
            {...field('routingNumber')}
          />
          <Input
            {...accountNumberInput}
            {...(numbersOnFile
              ? { hint: `On file: ending ${saved!.accountLast4}. Leave blank to keep it.` }
              : {})}
            {...field('accountNumber')}
          />
        </div>
      </Card>
      <div className="payroll-actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <BusyButton
          type="submit"
          busy={step.running === 'setup'}
          busyLabel="Saving…"
          disabled={step.busy || !canWrite}
        >
          Continue to Employee Setup
        </BusyButton>
      </div>
    </form>
  );
}
