import {
  STATEMENT_DATE_FORMATS,
  type CsvMapping,
  type CsvNeedsMapping,
  type StatementDateFormat,
} from '../../../domain/statements';

/** How the file gives its amounts: one signed column, or separate debit and credit columns. */
export type AmountLayout = 'single' | 'split';

/** The column-mapping form as typed; '' is "no column chosen". */
export interface MappingValues {
  date: string;
  description: string;
  amountLayout: AmountLayout;
  amount: string;
  debit: string;
  credit: string;
  dateFormat: StatementDateFormat;
}

/** Field name -> message, for the fields that are wrong. */
export type MappingErrors = Partial<Record<keyof MappingValues, string>>;

/** The form's first values: the reader's suggestion where it had one. */
export function initialMappingValues(needs: CsvNeedsMapping): MappingValues {
  const { suggestion, columns } = needs;
  const known = (name: string | undefined) => (name && columns.includes(name) ? name : '');
  const amount = suggestion.amount;
  const split = typeof amount === 'object';
  return {
    date: known(suggestion.date),
    description: known(suggestion.description),
    amountLayout: split ? 'split' : 'single',
    amount: split ? '' : known(amount),
    debit: split ? known(amount.debit) : '',
    credit: split ? known(amount.credit) : '',
    dateFormat: suggestion.dateFormat ?? STATEMENT_DATE_FORMATS[1],
  };
}

/** Checks the form: each missing or doubly used column is named; else the mapping to read with. */
export function checkMappingForm(
  values: MappingValues,
  needs: CsvNeedsMapping,
): { ok: true; mapping: CsvMapping } | { ok: false; errors: MappingErrors } {
  const errors: MappingErrors = {};
  const labels: Record<'date' | 'description' | 'amount' | 'debit' | 'credit', string> = {
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    debit: 'Debit',
    credit: 'Credit',
  };
  const used = new Map<string, string>();
  const take = (field: keyof typeof labels) => {
    const column = values[field];
    if (column === '') return;
    if (!needs.columns.includes(column)) {
      errors[field] = `${labels[field]} column "${column}" is not in this file`;
      return;
    }
    const other = used.get(column);
    if (other) errors[field] = `${labels[field]} column is already used for ${other}`;
    else used.set(column, labels[field]);
  };
  if (values.date === '') errors.date = 'Date column is required';
  take('date');
  if (values.description === '') errors.description = 'Description column is required';
  take('description');
  if (values.amountLayout === 'single') {
    if (values.amount === '') errors.amount = 'Amount column is required';
    take('amount');
  } else {
    if (values.debit === '' && values.credit === '') {
      errors.debit = 'Debit or Credit column is required';
    }
    take('debit');
    take('credit');
  }
  if (!STATEMENT_DATE_FORMATS.includes(values.dateFormat))
    errors.dateFormat = 'Date order is required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const { suggestion } = needs;
  const extra = (name: string | undefined) =>
    name && needs.columns.includes(name) && !used.has(name) ? name : undefined;
  const mapping: CsvMapping = {
    date: values.date,
    description: values.description,
    amount:
      values.amountLayout === 'single'
        ? values.amount
        : {
            ...(values.debit ? { debit: values.debit } : {}),
            ...(values.credit ? { credit: values.credit } : {}),
          },
    dateFormat: values.dateFormat,
  };
  if (suggestion.decimalSeparator) mapping.decimalSeparator = suggestion.decimalSeparator;
  const payee = extra(suggestion.payee);
  const memo = extra(suggestion.memo);
  const checkNumber = extra(suggestion.checkNumber);
  if (payee) mapping.payee = payee;
  if (memo) mapping.memo = memo;
  if (checkNumber) mapping.checkNumber = checkNumber;
  return { ok: true, mapping };
}
