import { isIsoDate, parseMoney } from '@keel/core/domain';

/** The statement a reconciliation matches, as typed. */
export interface StatementInput {
  statementDate: string;
  endingBalance: string;
}

/** The statement read from the form: each value when valid, and a message per bad field. */
export interface StatementCheck {
  statementDate: string | null;
  /** Cents. */
  endingBalance: number | null;
  errors: Partial<Record<keyof StatementInput, string>>;
}

/** Reads the statement date and ending balance; each message names its field. */
export function checkStatement(input: StatementInput): StatementCheck {
  const errors: StatementCheck['errors'] = {};
  const date = input.statementDate.trim();
  let statementDate: string | null = null;
  if (date === '') errors.statementDate = 'Statement date is required';
  else if (!isIsoDate(date)) errors.statementDate = 'Statement date must be a real date';
  else statementDate = date;
  let endingBalance: number | null = null;
  if (input.endingBalance.trim() === '')
    errors.endingBalance = 'Statement ending balance is required';
  else {
    try {
      endingBalance = parseMoney(input.endingBalance);
    } catch {
      errors.endingBalance =
        'Statement ending balance must be an amount with at most 2 decimals, like 1234.56';
    }
  }
  return { statementDate, endingBalance, errors };
}
