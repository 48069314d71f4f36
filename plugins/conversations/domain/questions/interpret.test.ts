import { describe, expect, it } from 'vitest';
import { interpret, type QuestionContext } from './interpret';

const account = (id: string, name: string, type: string, roles: string[] = []) => ({
  id,
  name,
  type,
  roles,
});
const ctx: QuestionContext = {
  today: '2026-11-25',
  accounts: [
    account('checking', 'Business Checking', 'asset', ['cash']),
    account('accounts-payable', 'Accounts Payable', 'liability', ['payable']),
    account('loan-payable', 'Loan Payable', 'liability'),
    account('sales', 'Sales', 'income'),
    account('service-revenue', 'Service Revenue', 'income'),
    account('interest-income', 'Interest Income', 'income'),
    account('interest-expense', 'Interest Expense', 'expense'),
    account('payroll-wages', 'Payroll Wages', 'expense'),
    account('rent', 'Rent', 'expense'),
  ],
  vendors: [{ id: 'vendor-harbor-point', name: 'Harbor Point Properties' }],
  payroll: 'ready',
  compliance: false,
  fraud: false,
  tax: false,
  taxOpportunities: false,
  previous: null,
};

describe('interpret', () => {
  it('reads "revenue" as all revenue, not the account whose name has the word', () => {
    expect(interpret('What was revenue in March?', ctx)).toMatchObject({
      tool: 'profit_and_loss',
      args: { from: '2026-03-01', to: '2026-03-31', focus: 'revenue' },
    });
    expect(interpret('What were sales in 2025?', ctx)).toMatchObject({
      tool: 'profit_and_loss',
      args: { focus: 'revenue', from: '2025-01-01' },
    });
  });

  it('names the account a question names best, income or expense', () => {
    expect(interpret('interest income last year', ctx)).toMatchObject({
      tool: 'spending',
      args: { accountId: 'interest-income', from: '2025-01-01', to: '2025-12-31' },
    });
    expect(interpret('how much did we pay in rent last year', ctx)).toMatchObject({
      tool: 'spending',
      args: { accountId: 'rent' },
    });
    expect(interpret('what did we pay Harbor Point this year', ctx)).toMatchObject({
      tool: 'spending',
      args: { vendorId: 'vendor-harbor-point', from: '2026-01-01', to: '2026-11-25' },
    });
  });

  it('gives the balance of a named liability rather than payables in general', () => {
    expect(interpret('loan payable balance', ctx)).toMatchObject({
      tool: 'account_balances',
      args: { accountId: 'loan-payable', asOf: '2026-11-25' },
    });
    expect(interpret('what do we owe suppliers', ctx)).toMatchObject({
      tool: 'receivables_payables',
    });
  });

  it('picks the quick actions’ tools, and says what it cannot do', () => {
    expect(interpret('analyze cash flow for last quarter', ctx)).toMatchObject({
      tool: 'cash_flow',
      args: { from: '2026-07-01', to: '2026-09-30' },
    });
    expect(interpret('generate monthly financial report', ctx)).toMatchObject({
      tool: 'monthly_report',
      args: { month: '2026-10' },
    });
    expect(interpret('what tax deductions am I missing', ctx)).toEqual({
      kind: 'unavailable',
      topic: 'tax',
      type: 'tax',
    });
    expect(interpret('payroll last quarter', { ...ctx, payroll: 'no-access' })).toMatchObject({
      kind: 'unavailable',
      topic: 'payroll-no-access',
    });
    expect(interpret('what is the weather', ctx)).toEqual({ kind: 'unknown' });
    expect(interpret('are we compliant?', ctx)).toMatchObject({
      kind: 'unavailable',
      topic: 'compliance',
    });
    expect(interpret('what taxes do we owe?', { ...ctx, tax: true })).toMatchObject({
      kind: 'tool',
      tool: 'tax_liabilities',
    });
    expect(interpret('what tax deductions am I missing', { ...ctx, tax: true })).toMatchObject({
      kind: 'unavailable',
      topic: 'tax',
    });
    expect(
      interpret('what tax deductions am I missing', { ...ctx, tax: true, taxOpportunities: true }),
    ).toMatchObject({ kind: 'tool', tool: 'tax_opportunities' });
    expect(
      interpret('what taxes do we owe?', { ...ctx, tax: true, taxOpportunities: true }),
    ).toMatchObject({ kind: 'tool', tool: 'tax_liabilities' });
    expect(interpret('any fraud threats?', ctx)).toMatchObject({
      kind: 'unavailable',
      topic: 'fraud',
    });
    expect(interpret('any fraud threats?', { ...ctx, fraud: true })).toMatchObject({
      kind: 'tool',
      tool: 'fraud_threats',
    });
    expect(interpret('are we compliant?', { ...ctx, compliance: true })).toMatchObject({
      kind: 'tool',
      tool: 'compliance_status',
    });
  });

  it('follows up the last answer with a new period', () => {
    const previous = {
      tool: 'profit_and_loss',
      args: { from: '2026-10-01', to: '2026-10-31', focus: 'revenue' },
      period: { from: '2026-10-01', to: '2026-10-31', label: 'October 2026' },
    };
    expect(interpret('and the month before?', { ...ctx, previous })).toMatchObject({
      tool: 'profit_and_loss',
      args: { from: '2026-09-01', to: '2026-09-30', focus: 'revenue' },
    });
  });
});
