import type { TrainingModule } from './schema';

const books = { path: '/bookkeeping', label: 'AI Bookkeeping' };

/** Accounting Fundamentals: the books a small business keeps, as Keel keeps them. */
export const accountingFundamentals: TrainingModule = {
  id: 'accounting-fundamentals',
  title: 'Accounting Fundamentals',
  description:
    'Double entry, the chart of accounts, accrual and cash, reconciliation and closing a month: what an owner or a junior bookkeeper needs to keep books that add up.',
  category: 'Accounting',
  difficulty: 'beginner',
  durationMinutes: 180,
  certification: true,
  prerequisites: [],
  lessons: [
    {
      id: 'double-entry',
      title: 'Double entry: every transaction has two sides',
      type: 'interactive',
      durationMinutes: 36,
      screen: books,
      content: [
        'Every transaction moves value from somewhere to somewhere. Double-entry bookkeeping records both sides: at least one debit and at least one credit, and the debits of an entry always equal its credits. That is why the books can be checked: if they do not balance, something was recorded wrong.',
        'Debit and credit are sides, not good and bad. Assets and expenses grow with a debit; liabilities, equity and income grow with a credit. Buying $200 of supplies with the business card is a $200 debit to Supplies (an expense grows) and a $200 credit to the credit card (a liability grows).',
        "The accounting equation follows from it: Assets = Liabilities + Equity, with the year's income less its expenses adding to equity. Keel checks every entry that reaches the books (yours, or one another screen posts, such as a payroll run) and refuses one whose debits and credits differ, and every bank line you import in AI Bookkeeping posts as a balanced entry at once.",
      ],
      questions: [
        {
          id: 'balanced',
          prompt: 'A journal entry debits Rent Expense $1,500. What must be true of its credits?',
          choices: [
            'They total $1,500',
            'They total $0, since rent is an expense',
            'They total $3,000, both sides counted',
          ],
          answer: 0,
          explanation:
            'In double entry the credits of an entry equal its debits: here $1,500, most likely to the bank account the rent was paid from.',
        },
        {
          id: 'supplies-on-card',
          prompt: 'You buy $200 of supplies on the business credit card. Which entry records it?',
          choices: [
            'Debit Credit Card $200, credit Supplies $200',
            'Debit Supplies $200, credit Credit Card $200',
            'Debit Supplies $200, debit Credit Card $200',
          ],
          answer: 1,
          explanation:
            'The expense grows (a debit to Supplies) and so does what you owe the card issuer (a credit to the card, a liability).',
        },
        {
          id: 'equation',
          prompt: 'Which equation do balanced books always satisfy?',
          choices: [
            'Assets = Liabilities + Equity',
            'Assets + Liabilities = Equity',
            'Income = Assets − Expenses',
          ],
          answer: 0,
          explanation:
            'Assets are financed either by what the business owes (liabilities) or by what belongs to its owners (equity); each balanced entry keeps the two sides equal.',
        },
      ],
    },
    {
      id: 'chart-of-accounts',
      title: 'The chart of accounts',
      type: 'interactive',
      durationMinutes: 36,
      screen: books,
      content: [
        'The chart of accounts is the list of accounts a business posts to, each of one type: asset, liability, equity, income or expense. Reports are built from it: the balance sheet from the asset, liability and equity accounts, the profit and loss statement from income and expenses.',
        'A good chart is specific enough to answer the questions you will be asked (how much did we spend on software this year?) and no finer. Splitting Meals from Travel matters, for example, because meals are generally only 50% deductible.',
        'Keel gives every new company a standard chart. A bank line you have not categorized yet posts to Uncategorized Income (money in) or Uncategorized Expense (money out) so that the balance still matches the bank; categorizing it in AI Bookkeeping moves that side of the entry to the right account.',
      ],
      questions: [
        {
          id: 'types',
          prompt: 'Which report is built from the income and expense accounts?',
          choices: [
            'The balance sheet',
            'The profit and loss statement',
            'The bank reconciliation',
          ],
          answer: 1,
          explanation:
            'Profit and loss (the income statement) is income less expenses over a period; the balance sheet shows assets, liabilities and equity on a day.',
        },
        {
          id: 'uncategorized',
          prompt:
            'A $95 card payment is imported and not categorized yet. Where does Keel post its expense side?',
          choices: [
            'Nowhere until it is categorized',
            'To Uncategorized Expense, until you categorize it',
            "To Owner's Equity",
          ],
          answer: 1,
          explanation:
            'Every bank line posts at once, so the bank balance in the books matches the bank; the uncategorized side moves to the account you choose later.',
        },
        {
          id: 'loan-type',
          prompt: 'What type of account is a bank loan the business must repay?',
          choices: ['Asset', 'Liability', 'Income'],
          answer: 1,
          explanation: 'Money the business owes to others is a liability.',
        },
      ],
    },
    {
      id: 'accrual-and-cash',
      title: 'Accrual and cash basis',
      type: 'interactive',
      durationMinutes: 36,
      screen: books,
      content: [
        'On the cash basis, income counts when the money arrives and expenses when they are paid. On the accrual basis, income counts when it is earned (the work is done, the invoice sent) and expenses when they are incurred, whenever the money moves.',
        'Accrual shows what a month really earned: an invoice sent on March 28 and paid on April 10 is March income on the accrual basis and April income on the cash basis. The unpaid invoice sits in Accounts Receivable meanwhile; an unpaid bill sits in Accounts Payable.',
        'Cash is simpler and is what many small businesses file taxes on; accrual is what lenders and investors expect. Either way the books must say which basis they use, and use it every month.',
      ],
      questions: [
        {
          id: 'invoice-month',
          prompt:
            'An invoice for work done in March is sent on March 28 and paid on April 10. In which month is it income on the accrual basis?',
          choices: ['March', 'April', 'Half in each'],
          answer: 0,
          explanation:
            'Accrual counts income when it is earned: the work was done and invoiced in March.',
        },
        {
          id: 'receivable',
          prompt: 'Where does that invoice sit between March 28 and April 10 on the accrual basis?',
          choices: ['Accounts Payable', 'Accounts Receivable', 'Cash'],
          answer: 1,
          explanation:
            'Money customers owe the business is Accounts Receivable, an asset, until it is paid into the bank.',
        },
        {
          id: 'cash-basis-bill',
          prompt:
            'On the cash basis, when does a bill received in June and paid in July count as an expense?',
          choices: ['June', 'July', 'Never'],
          answer: 1,
          explanation: 'The cash basis counts an expense when it is paid.',
        },
      ],
    },
    {
      id: 'reconciliation',
      title: 'Reconciling a bank account',
      type: 'interactive',
      durationMinutes: 36,
      screen: books,
      content: [
        "Reconciling proves that the books and the bank agree. You take the bank statement's ending balance, account for what the books have and the bank has not cleared yet (checks in the mail, deposits in transit), and the two must meet to the cent.",
        'A difference means something is missing, doubled or wrong: a fee the bank charged that nobody recorded, a transaction imported twice, a transposed amount. Find and fix it before you close the month; never post a plug entry to force the balance.',
        'In AI Bookkeeping, statement lines you import are matched to lines already posted with the same account and amount (from 5 days before to 60 days after the posted date, since a check clears when the payee deposits it), so a line is not counted twice, and shows a Matched badge.',
      ],
      questions: [
        {
          id: 'outstanding-check',
          prompt:
            'The books show $10,000, the statement $10,600. A $600 check you wrote has not cleared. What is the difference left?',
          choices: ['$0: the books and the bank agree', '$600', '$1,200'],
          answer: 0,
          explanation:
            "The bank has not paid the $600 check yet: $10,600 less the outstanding $600 is the books' $10,000.",
        },
        {
          id: 'plug',
          prompt: 'A $12.50 difference remains that you cannot explain. What do you do?',
          choices: [
            'Post $12.50 to Miscellaneous so it balances',
            'Look for the cause (a bank fee, a doubled or mistyped line) and record it',
            'Ignore it, it is small',
          ],
          answer: 1,
          explanation:
            'A plug hides the error; small differences are often bank fees or interest nobody recorded yet.',
        },
        {
          id: 'matching',
          prompt:
            'You posted a $450 check on May 2; the bank statement shows $450 clearing on May 20. What does Keel do with the imported line?',
          choices: [
            'Adds it as a second $450 payment',
            "Matches it to the posted check, keeping the bank's date",
            'Refuses the import',
          ],
          answer: 1,
          explanation:
            'Same account and amount, within 60 days after the posted date: it is matched to the line you posted, not added again.',
        },
      ],
    },
    {
      id: 'closing-a-month',
      title: 'Closing a month',
      type: 'interactive',
      durationMinutes: 36,
      screen: books,
      content: [
        'Closing a month makes its figures final. Before you close: every bank and card line categorized, every account reconciled, recurring entries posted (depreciation, accrued wages, prepaid expenses used), and the trial balance reviewed for accounts with odd balances.',
        'Then you lock the period: in AI Bookkeeping, the Close the books card sets the Lock date. A lock date stops anyone from changing entries dated on or before it by accident, so the reports you sent your lender or your accountant stay true. A correction found later goes in the open period, as a new entry that says what it corrects.',
        "At year end the same steps close the year, and the year's income and expenses roll into retained earnings. Keel keeps closed years readable for reports at any time.",
      ],
      questions: [
        {
          id: 'before-close',
          prompt: 'Which of these comes before closing a month?',
          choices: [
            'Reconciling every bank and card account',
            "Deleting the month's uncategorized lines",
            "Moving the lock date forward to next month's end",
          ],
          answer: 0,
          explanation:
            'Reconcile first: a closed month should hold figures you have checked against the bank.',
        },
        {
          id: 'late-correction',
          prompt:
            'After March is closed you find a March bill recorded twice. How do you correct it?',
          choices: [
            'Unlock March quietly and delete the copy',
            'Record a correcting entry in the open period that says what it corrects',
            'Leave it',
          ],
          answer: 1,
          explanation:
            'Closed figures stay as they were reported; a correction is a new entry in the open period, with its reason.',
        },
        {
          id: 'year-end',
          prompt: "Where does a year's net income go when the year is closed?",
          choices: ['Retained earnings', 'Accounts Payable', "Next year's income"],
          answer: 0,
          explanation: "The year's profit (or loss) becomes part of equity, as retained earnings.",
        },
      ],
    },
  ],
};
