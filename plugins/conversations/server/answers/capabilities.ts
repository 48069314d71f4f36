import type { Installed } from '../tools/toolTypes';

/** What the assistant answers from the books, as it tells a person who asks or is not understood. */
export function capabilities(
  payroll: boolean,
  installed: Installed = { compliance: false, fraud: false, tax: false, taxOpportunities: false },
): string {
  return [
    'revenue, expenses and net income for any period',
    'cash flow and the change in cash',
    'the balance of an account or of all bank accounts',
    'top expenses by account, vendor or category',
    'a comparison of two periods',
    'receivables and payables',
    'the balance sheet',
    ...(payroll ? ['payroll totals, the last run, the next pay date and the employer cost'] : []),
    'the monthly financial report as a PDF',
    ...(installed.compliance ? ['the latest compliance check’s scores and open alerts'] : []),
    ...(installed.fraud ? ['the fraud threats under investigation'] : []),
    ...(installed.tax ? ['the taxes you owe and their deadlines'] : []),
    ...(installed.taxOpportunities ? ['the tax deductions and savings you are missing'] : []),
  ].join('; ');
}

/** An example question to try. */
export const EXAMPLE = 'Try “What was net income last quarter?” or “Top 5 expenses this year”.';
