import { NativeSelect } from '@keel/core/client';
import type { StatementDateFormat } from '../../../domain/statements';

const ORDERS = [
  { value: '', label: 'As the reader decided' },
  { value: 'MM/DD/YYYY', label: 'Month first (MM/DD)' },
  { value: 'DD/MM/YYYY', label: 'Day first (DD/MM)' },
];

/** For QIF and PDF files, whose dates may not say which number is the day: read them again. */
export function DateOrderSelect({
  value,
  onChange,
}: {
  value: StatementDateFormat | undefined;
  onChange(value: StatementDateFormat | undefined): void;
}) {
  return (
    <NativeSelect
      label="Date order"
      options={ORDERS}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === 'MM/DD/YYYY' || chosen === 'DD/MM/YYYY' ? chosen : undefined);
      }}
    />
  );
}
