/**
 * The assistant's question set over the demo company (books ending 2026-11-25): each question with
 * its answer computed independently from Bookkeeping's REST reports, not from the assistant's tools.
 * An answer is right when its text states the expected amount to the cent.
 */

/** GET a REST path of the server as the member; answers the JSON body. */
export type RestGet = (path: string) => Promise<Record<string, unknown>>;

/** One question, an optional question asked before it in the same conversation, and its answer. */
export interface BenchQuestion {
  question: string;
  before?: string;
  /** The amount in cents the answer must state, from the REST reports. */
  expected: (rest: Reports) => Promise<number>;
}

interface Section {
  total: number;
  lines: { accountId: string; amount: number }[];
}

const cents = (dollars: unknown) => Math.round(Number(dollars) * 100);

/** The REST reports of one company, amounts in cents. */
export function reportsOf(get: RestGet, companyId: string) {
  const base = `/api/companies/${companyId}`;
  const pnl = async (from: string, to: string) => {
    const r = (await get(`${base}/reports/profit-and-loss?from=${from}&to=${to}`)) as {
      income: Section;
      costOfGoodsSold: Section;
      expenses: Section;
      netIncome: number;
    };
    const line = (s: Section, id: string) =>
      cents(s.lines.find((l) => l.accountId === id)?.amount ?? 0);
    return {
      revenue: cents(r.income.total),
      expenses: cents(r.expenses.total) + cents(r.costOfGoodsSold.total),
      netIncome: cents(r.netIncome),
      expense: (id: string) => line(r.expenses, id) + line(r.costOfGoodsSold, id),
      income: (id: string) => line(r.income, id),
      largestExpense: Math.max(
        ...[...r.expenses.lines, ...r.costOfGoodsSold.lines].map((l) => cents(l.amount)),
      ),
    };
  };
  const cashFlow = async (from: string, to: string) => {
    const r = (await get(`${base}/reports/cash-flow?from=${from}&to=${to}`)) as {
      netChange: number;
      operating: { total: number };
    };
    return { netChange: cents(r.netChange), operating: cents(r.operating.total) };
  };
  const balanceSheet = async (asOf: string) => {
    const r = (await get(`${base}/reports/balance-sheet?to=${asOf}`)) as {
      totalAssets: number;
      totalLiabilities: number;
      totalEquity: number;
      currentAssets: Section;
    };
    return {
      assets: cents(r.totalAssets),
      liabilities: cents(r.totalLiabilities),
      equity: cents(r.totalEquity),
      currentAsset: (id: string) =>
        cents(r.currentAssets.lines.find((l) => l.accountId === id)?.amount ?? 0),
    };
  };
  const balance = async (id: string) => {
    const r = (await get(`${base}/accounts`)) as { accounts: { id: string; balance: string }[] };
    return cents(r.accounts.find((a) => a.id === id)?.balance ?? 0);
  };
  return { pnl, cashFlow, balanceSheet, balance };
}
export type Reports = ReturnType<typeof reportsOf>;

const CASH = ['checking', 'savings', 'petty-cash'];
const YTD = ['2026-01-01', '2026-11-25'] as const;
const Q3 = ['2026-07-01', '2026-09-30'] as const;
const Q2 = ['2026-04-01', '2026-06-30'] as const;
const OCT = ['2026-10-01', '2026-10-31'] as const;
const Y2025 = ['2025-01-01', '2025-12-31'] as const;

/** The questions: revenue, expenses, net income, cash flow, balances, expenses by account, comparisons, reports. */
export const questionSet: BenchQuestion[] = [
  {
    question: 'What was revenue in March?',
    expected: async (r) => (await r.pnl('2026-03-01', '2026-03-31')).revenue,
  },
  {
    question: 'How much revenue did we make last month?',
    expected: async (r) => (await r.pnl(...OCT)).revenue,
  },
  { question: 'revenue last quarter', expected: async (r) => (await r.pnl(...Q3)).revenue },
  { question: 'What were sales in 2025?', expected: async (r) => (await r.pnl(...Y2025)).revenue },
  { question: 'revenue year to date', expected: async (r) => (await r.pnl(...YTD)).revenue },
  {
    question: 'How much income have we had since January?',
    expected: async (r) => (await r.pnl(...YTD)).revenue,
  },
  {
    question: 'revenue in Q1 2026',
    expected: async (r) => (await r.pnl('2026-01-01', '2026-03-31')).revenue,
  },
  {
    question: 'What was our revenue in September 2025?',
    expected: async (r) => (await r.pnl('2025-09-01', '2025-09-30')).revenue,
  },
  {
    question: 'What were total expenses last month?',
    expected: async (r) => (await r.pnl(...OCT)).expenses,
  },
  { question: 'expenses in Q2', expected: async (r) => (await r.pnl(...Q2)).expenses },
  {
    question: 'How much did we spend last year?',
    expected: async (r) => (await r.pnl(...Y2025)).expenses,
  },
  {
    question: 'What have we spent this quarter?',
    expected: async (r) => (await r.pnl('2026-10-01', '2026-11-25')).expenses,
  },
  { question: 'expenses year to date', expected: async (r) => (await r.pnl(...YTD)).expenses },
  {
    question: 'What was net income last quarter?',
    expected: async (r) => (await r.pnl(...Q3)).netIncome,
  },
  {
    question: 'What was our profit in 2025?',
    expected: async (r) => (await r.pnl(...Y2025)).netIncome,
  },
  {
    question: 'net income in March 2026',
    expected: async (r) => (await r.pnl('2026-03-01', '2026-03-31')).netIncome,
  },
  {
    question: 'How much profit did we make this year?',
    expected: async (r) => (await r.pnl(...YTD)).netIncome,
  },
  {
    question: 'What was the bottom line last month?',
    expected: async (r) => (await r.pnl(...OCT)).netIncome,
  },
  {
    question: 'analyze cash flow for last quarter',
    expected: async (r) => (await r.cashFlow(...Q3)).netChange,
  },
  { question: 'cash flow in October', expected: async (r) => (await r.cashFlow(...OCT)).netChange },
  {
    question: 'What was our cash flow last year?',
    expected: async (r) => (await r.cashFlow(...Y2025)).netChange,
  },
  {
    question: 'cash flow from operations last quarter',
    expected: async (r) => (await r.cashFlow(...Q3)).operating,
  },
  {
    question: 'change in cash year to date',
    expected: async (r) => (await r.cashFlow(...YTD)).netChange,
  },
  {
    question: 'What is my cash balance?',
    expected: async (r) =>
      (await Promise.all(CASH.map((id) => r.balance(id)))).reduce((a, b) => a + b, 0),
  },
  { question: 'How much is in Business Savings?', expected: (r) => r.balance('savings') },
  { question: 'balance of the checking account', expected: (r) => r.balance('checking') },
  { question: 'What do we owe on the credit card?', expected: (r) => r.balance('credit-card') },
  { question: 'loan payable balance', expected: (r) => r.balance('loan-payable') },
  {
    question: 'cash balance at the end of October',
    expected: async (r) => {
      const bs = await r.balanceSheet('2026-10-31');
      return CASH.reduce((sum, id) => sum + bs.currentAsset(id), 0);
    },
  },
  {
    question: 'What are our total assets?',
    expected: async (r) => (await r.balanceSheet('2026-11-25')).assets,
  },
  {
    question: 'total liabilities at the end of last year',
    expected: async (r) => (await r.balanceSheet('2025-12-31')).liabilities,
  },
  {
    question: 'show me the balance sheet',
    expected: async (r) => (await r.balanceSheet('2026-11-25')).equity,
  },
  {
    question: 'What is our net worth?',
    expected: async (r) => (await r.balanceSheet('2026-11-25')).equity,
  },
  {
    question: 'top 5 expenses this year',
    expected: async (r) => (await r.pnl(...YTD)).largestExpense,
  },
  {
    question: 'What did we spend the most on last year?',
    expected: async (r) => (await r.pnl(...Y2025)).largestExpense,
  },
  {
    question: 'How much did we pay in rent last year?',
    expected: async (r) => (await r.pnl(...Y2025)).expense('rent'),
  },
  {
    question: 'How much did we spend on software in 2025?',
    expected: async (r) => (await r.pnl(...Y2025)).expense('software'),
  },
  {
    question: 'travel expenses last quarter',
    expected: async (r) => (await r.pnl(...Q3)).expense('travel'),
  },
  {
    question: 'utilities in March',
    expected: async (r) => (await r.pnl('2026-03-01', '2026-03-31')).expense('utilities'),
  },
  {
    question: 'How much did we spend on meals this year?',
    expected: async (r) => (await r.pnl(...YTD)).expense('meals'),
  },
  {
    question: 'professional fees in Q3',
    expected: async (r) => (await r.pnl(...Q3)).expense('professional-fees'),
  },
  {
    question: 'What were payroll wages last month?',
    expected: async (r) => (await r.pnl(...OCT)).expense('payroll-wages'),
  },
  {
    question: 'interest income last year',
    expected: async (r) => (await r.pnl(...Y2025)).income('interest-income'),
  },
  {
    question: 'bank fees year to date',
    expected: async (r) => (await r.pnl(...YTD)).expense('bank-fees'),
  },
  {
    question: 'compare this month to last month',
    expected: async (r) => (await r.pnl('2026-11-01', '2026-11-25')).revenue,
  },
  {
    question: 'How did revenue in Q3 compare to Q2?',
    expected: async (r) => (await r.pnl(...Q2)).revenue,
  },
  {
    question: 'generate monthly financial report',
    expected: async (r) => (await r.pnl(...OCT)).netIncome,
  },
  {
    question: 'monthly report for September 2026',
    expected: async (r) => (await r.pnl('2026-09-01', '2026-09-30')).netIncome,
  },
  {
    before: 'revenue last month',
    question: 'and the month before?',
    expected: async (r) => (await r.pnl('2026-09-01', '2026-09-30')).revenue,
  },
  {
    before: 'What was net income last quarter?',
    question: 'what about the quarter before',
    expected: async (r) => (await r.pnl(...Q2)).netIncome,
  },
];
