import type { TrainingModule } from './schema';

const books = { path: '/bookkeeping', label: 'AI Bookkeeping' };
const models = { path: '/3d-financial-models', label: '3D Financial Models' };

/** Financial Analysis: reading the three statements, ratios, and forecasting honestly. */
export const financialAnalysis: TrainingModule = {
  id: 'financial-analysis',
  title: 'Financial Analysis',
  description:
    'Reading a P&L, a balance sheet and a cash flow statement, the ratios that matter to a small business, and forecasts you can check.',
  category: 'Analysis',
  difficulty: 'intermediate',
  durationMinutes: 160,
  certification: true,
  prerequisites: [],
  lessons: [
    {
      id: 'reading-the-pl',
      title: 'Reading a profit and loss statement',
      type: 'simulation',
      durationMinutes: 40,
      screen: books,
      content: [
        'The profit and loss statement (P&L, or income statement) covers a period: revenue, less the cost of what was sold, is gross profit; less operating expenses (rent, wages, software) is operating income; after interest and taxes, net income.',
        'Read it as margins, not only amounts: gross margin is gross profit over revenue, net margin is net income over revenue. A business whose revenue grows while its gross margin shrinks is selling more for less.',
        'Compare like with like: this month with the same month last year when sales are seasonal, and a period with its budget. The P&L report in AI Bookkeeping is computed from the ledger, closed years included.',
        "A P&L is only as good as its categories: a bank line still waiting in Uncategorized Expense is in the totals but under no real heading, so margins by category are wrong until it is categorized. Practice it in your training sandbox, a copy of the demo company that is yours alone: in AI Bookkeeping's Transactions, categorize one of the lines marked Pending, then come back and check the task. Keel checks that a line that was waiting for an account has one.",
      ],
      questions: [],
      task: 'categorize-bank-line',
    },
    {
      id: 'balance-sheet-and-cash-flow',
      title: 'The balance sheet and the cash flow statement',
      type: 'interactive',
      durationMinutes: 40,
      screen: books,
      content: [
        'The balance sheet is a picture on one day: what the business owns (assets), what it owes (liabilities) and what is left for its owners (equity). Current assets and liabilities are those that turn into cash or fall due within a year.',
        "The cash flow statement explains why cash changed over a period, in three parts: operating activities (the business itself), investing (equipment bought or sold) and financing (loans, owners' money in and out).",
        "Profit is not cash. A profitable month can drain cash when customers have not paid (receivables grow), stock was bought, or a loan was repaid; an unprofitable one can raise cash with a new loan. AI Bookkeeping's Balance Sheet and Cash Flow reports come from the same ledger as its P&L.",
      ],
      questions: [
        {
          id: 'profit-not-cash',
          prompt: 'Net income was $15,000 but cash fell by $5,000. Which could explain it?',
          choices: [
            'Customers owe $20,000 more than at the start of the month',
            'Revenue was higher than expenses',
            'Depreciation was recorded',
          ],
          answer: 0,
          explanation:
            'Sales not yet collected count in profit but not in cash: receivables grew by $20,000.',
        },
        {
          id: 'financing',
          prompt: 'Repaying $10,000 of a bank loan is which kind of cash flow?',
          choices: ['Operating', 'Investing', 'Financing'],
          answer: 2,
          explanation: 'Borrowing and repaying loans are financing activities.',
        },
        {
          id: 'one-day',
          prompt: 'Which statement is a picture of one day rather than a period?',
          choices: ['The P&L', 'The balance sheet', 'The cash flow statement'],
          answer: 1,
          explanation: 'The balance sheet shows balances as of a date; the others cover a period.',
        },
      ],
    },
    {
      id: 'ratios',
      title: 'Ratios that matter',
      type: 'interactive',
      durationMinutes: 40,
      screen: books,
      content: [
        'The current ratio (current assets over current liabilities) asks whether the business can pay what falls due within a year; under 1 means it owes more in the coming year than it has coming in from what it owns. The quick ratio leaves inventory out, since stock is not cash yet.',
        'Days sales outstanding (receivables over revenue, times the days of the period) says how long customers take to pay. If your terms are 30 days and DSO is 55, collection, not sales, is the problem.',
        'A ratio means little alone: follow it over months, and compare it with your terms and your industry. Compute them from the Balance Sheet and P&L reports of AI Bookkeeping for the same dates.',
      ],
      questions: [
        {
          id: 'current-ratio',
          prompt: 'Current assets $90,000, current liabilities $60,000. What is the current ratio?',
          choices: ['0.67', '1.5', '$30,000'],
          answer: 1,
          explanation: '$90,000 ÷ $60,000 = 1.5.',
        },
        {
          id: 'quick',
          prompt: 'What does the quick ratio leave out of current assets?',
          choices: ['Cash', 'Receivables', 'Inventory'],
          answer: 2,
          explanation: 'Inventory must still be sold before it is cash.',
        },
        {
          id: 'dso',
          prompt: 'Receivables $50,000, revenue for a 90-day quarter $150,000. What is DSO?',
          choices: ['30 days', '45 days', '60 days'],
          answer: 0,
          explanation: '$50,000 ÷ $150,000 × 90 days = 30 days.',
        },
      ],
    },
    {
      id: 'forecasting',
      title: 'Forecasting you can check',
      type: 'interactive',
      durationMinutes: 40,
      screen: models,
      content: [
        'A forecast projects what the past suggests: a trend (growing or shrinking), a season (the same months high each year) and noise. Simple methods are hard to beat: seasonal naive says each month will be like the same month last year.',
        'A forecast is only as good as its track record. Backtesting hides the last months, forecasts them from what came before, and compares: the error on months it did not see is the honest measure. A forecast that cannot beat seasonal naive on its own history is not worth more than it.',
        "In 3D Financial Models, Keel forecasts revenue, cash and profit from the books with several methods, each backtested over the company's history; it shows each forecast's accuracy and its error beside seasonal naive's, so you know how far to trust it.",
      ],
      questions: [
        {
          id: 'seasonal-naive',
          prompt: 'What does a seasonal naive forecast predict for next December?',
          choices: ["Last month's figure", "Last December's figure", 'The average of the year'],
          answer: 1,
          explanation: 'Seasonal naive repeats the same period of the last season.',
        },
        {
          id: 'backtest',
          prompt: 'How does a backtest judge a forecasting method?',
          choices: [
            'By how well it fits the months it was built from',
            'By its error on past months it was not shown',
            'By how smooth its line is',
          ],
          answer: 1,
          explanation:
            'Fit on known months flatters a method; error on hidden months is what it will do next.',
        },
        {
          id: 'trust',
          prompt: "A method's backtest error is larger than seasonal naive's. What follows?",
          choices: [
            'Trust it more: it is more complex',
            'Prefer seasonal naive, or a method that beats it',
            'Nothing: backtests do not matter',
          ],
          answer: 1,
          explanation:
            'A forecast should earn its complexity by beating the simple benchmark on unseen data.',
        },
      ],
    },
  ],
};
