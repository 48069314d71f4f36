import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Spinner } from '@keel/core/client';
import type { CsvMapping, CsvNeedsMapping, StatementDateFormat } from '../../../domain/statements';
import {
  checkMappingForm,
  initialMappingValues,
  type AmountLayout,
  type MappingErrors,
  type MappingValues,
} from './mappingForm';

const DATE_ORDERS: { value: StatementDateFormat; label: string }[] = [
  { value: 'MM/DD/YYYY', label: 'Month first (MM/DD/YYYY)' },
  { value: 'DD/MM/YYYY', label: 'Day first (DD/MM/YYYY)' },
  { value: 'YYYY-MM-DD', label: 'Year first (YYYY-MM-DD)' },
];
const LAYOUTS: { value: AmountLayout; label: string }[] = [
  { value: 'single', label: 'One amount column (money out negative)' },
  { value: 'split', label: 'Separate debit and credit columns' },
];

/** The sample rows of the file, so the person can see which column holds what. */
function SampleRows({ needs }: { needs: CsvNeedsMapping }) {
  return (
    <div className="bk-scroll">
      <table className="k-table bk-sample-table">
        <caption className="k-sr-only">First rows of the file</caption>
        <thead>
          <tr>
            {needs.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {needs.sample.map((row, r) => (
            <tr key={r}>
              {needs.columns.map((column, c) => (
                <td key={column}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column-mapping step: shows the first rows and asks which column holds what. */
export function ColumnMappingForm({
  needs,
  reading,
  error,
  onSubmit,
}: {
  needs: CsvNeedsMapping;
  reading: boolean;
  /** Why the file could not be read with the last mapping. */
  error?: string;
  onSubmit(mapping: CsvMapping): void;
}) {
  const [values, setValues] = useState<MappingValues>(() => initialMappingValues(needs));
  const [errors, setErrors] = useState<MappingErrors>({});
  const columns = [
    { value: '', label: 'Choose a column' },
    ...needs.columns.map((column) => ({ value: column, label: column })),
  ];
  const set = (field: keyof MappingValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkMappingForm(values, needs);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSubmit(checked.mapping);
  }

  return (
    <form
      className="k-form bk-upload-step"
      onSubmit={submit}
      noValidate
      aria-label="Choose columns"
    >
      <h3 className="bk-subheading">Choose the columns</h3>
      <ul className="bk-upload-notes">
        {needs.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <SampleRows needs={needs} />
      <div className="k-form-row">
        <NativeSelect
          label="Date"
          options={columns}
          value={values.date}
          onChange={set('date')}
          error={errors.date}
        />
        <NativeSelect
          label="Date order"
          options={DATE_ORDERS}
          value={values.dateFormat}
          onChange={set('dateFormat')}
          error={errors.dateFormat}
        />
      </div>
      <NativeSelect
        label="Description"
        options={columns}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
      />
      <NativeSelect
        label="Amounts are in"
        options={LAYOUTS}
        value={values.amountLayout}
        onChange={set('amountLayout')}
      />
      {values.amountLayout === 'single' ? (
        <NativeSelect
          label="Amount"
          options={columns}
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
        />
      ) : (
        <div className="k-form-row">
          <NativeSelect
            label="Debit"
            options={columns}
            value={values.debit}
            onChange={set('debit')}
            error={errors.debit}
          />
          <NativeSelect
            label="Credit"
            options={columns}
            value={values.credit}
            onChange={set('credit')}
            error={errors.credit}
          />
        </div>
      )}
      {error && (
        <p className="k-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="bk-dialog-actions">
        {reading && <Spinner label="Reading…" showLabel />}
        <Button type="submit" disabled={reading}>
          Continue
        </Button>
      </div>
    </form>
  );
}
