import { z } from 'zod';
import { questionSchema, type Question } from '../catalog/schema';

/**
 * Questions asked only in a module's final assessment, never in its lessons, so the assessment is
 * not only the lessons' questions again. By module id; each checked when it loads (ids unique in
 * the module, the answer one of the choices).
 */
const finalQuestionsSchema = z.record(
  z.string(),
  z.array(questionSchema).superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, q) => {
      if (seen.has(question.id))
        ctx.addIssue({ code: 'custom', path: [q, 'id'], message: `${question.id} twice` });
      seen.add(question.id);
      if (question.answer >= question.choices.length)
        ctx.addIssue({
          code: 'custom',
          path: [q, 'answer'],
          message: `${question.id}: the answer is not one of its choices`,
        });
    });
  }),
);

export const finalQuestions: Readonly<Record<string, readonly Question[]>> =
  finalQuestionsSchema.parse({
    'accounting-fundamentals': [
      {
        id: 'trial-balance-limits',
        prompt: "A trial balance's debit and credit totals agree. What does that prove?",
        choices: [
          'That every entry was posted to the right account',
          'That debits equal credits across the books; an entry posted to the wrong account can still be there',
          'That the bank account is reconciled',
        ],
        answer: 1,
        explanation:
          'A balanced trial balance shows only that each entry had equal debits and credits. Rent posted to Supplies balances just as well, which is why accounts are also reviewed and reconciled.',
      },
      {
        id: 'accrual-revenue',
        prompt:
          'On the accrual basis, work done and invoiced in March is paid in April. When is the revenue recorded?',
        choices: ['March', 'April', 'When the bank account is reconciled'],
        answer: 0,
        explanation:
          'Accrual accounting records revenue when it is earned (March), with a receivable until the customer pays in April.',
      },
      {
        id: 'receivable-is-asset',
        prompt: 'Which of these is an asset account?',
        choices: ['Accounts Payable', 'Accounts Receivable', 'Sales Revenue'],
        answer: 1,
        explanation:
          'Accounts Receivable is money customers owe the business: an asset. Accounts Payable is a liability and Sales Revenue is income.',
      },
      {
        id: 'outstanding-check',
        prompt:
          'A check you wrote on the 30th has not cleared the bank by the month end. How does the reconciliation treat it?',
        choices: [
          'As an outstanding item: it explains why the bank balance is higher than the books',
          'As an error, to delete from the books',
          'As income of the bank account',
        ],
        answer: 0,
        explanation:
          'The payment is real and belongs in the books; the bank has not paid it yet. It is listed as outstanding until it clears.',
      },
      {
        id: 'lock-closed-month',
        prompt: 'Why lock a month once it is closed?',
        choices: [
          'So nobody changes entries of a period already reported',
          'To delete its entries',
          'To hide it from the reports',
        ],
        answer: 0,
        explanation:
          'Figures already given to owners, lenders or the tax return must not shift; a correction is then posted in an open period.',
      },
    ],
    'payroll-mastery': [
      {
        id: 'who-fills-w4',
        prompt: 'Who fills in Form W-4?',
        choices: [
          'The employee, so the employer knows how much federal income tax to withhold',
          'The employer, to report wages to the IRS',
          'The IRS, to set the tax rate',
        ],
        answer: 0,
        explanation:
          'Form W-4 is the employee’s withholding certificate; the employer keeps it and withholds by it.',
      },
      {
        id: 'fica-parts',
        prompt: 'Which two taxes make up FICA?',
        choices: [
          'Social Security and Medicare',
          'Federal and state income tax',
          'FUTA and state unemployment tax',
        ],
        answer: 0,
        explanation: 'FICA is Social Security tax plus Medicare tax.',
      },
      {
        id: 'fica-who-pays',
        prompt: 'Who pays FICA?',
        choices: [
          'Only the employee',
          'Both: it is withheld from the employee and the employer pays a matching share',
          'Only the employer',
        ],
        answer: 1,
        explanation:
          'The employee’s share is withheld from pay and the employer pays the same amount again, both deposited with the income tax withheld.',
      },
      {
        id: 'futa-form',
        prompt: 'Which form reports the federal unemployment tax (FUTA) for the year?',
        choices: ['Form 941', 'Form 940', 'Form W-2'],
        answer: 1,
        explanation:
          'Form 940 is the annual FUTA return; Form 941 is the quarterly return of withheld income tax and FICA.',
      },
      {
        id: 'w2-reports',
        prompt: 'What does Form W-2 report?',
        choices: [
          'An employee’s wages for the year and the taxes withheld from them',
          'Payments to an independent contractor',
          'The employer’s quarterly tax deposits',
        ],
        answer: 0,
        explanation:
          'Each employee gets a W-2 for the year (and the SSA a copy); contractors get a 1099-NEC instead.',
      },
      {
        id: 'monthly',
        prompt: "Your lookback total is $38,000. When are March's payroll taxes due?",
        choices: ['March 31', 'April 15', "With the quarter's Form 941"],
        answer: 1,
        explanation:
          '$50,000 or less makes you a monthly depositor: due by the 15th of the next month.',
      },
      {
        id: 'lookback',
        prompt: 'Which quarters are the lookback period for 2026?',
        choices: [
          'January to December 2025',
          'July 1, 2024 to June 30, 2025',
          'The four quarters of 2026',
        ],
        answer: 1,
        explanation: 'The lookback runs July 1 two years back to June 30 of the year before.',
      },
      {
        id: 'next-day',
        prompt: 'A bonus payroll leaves $104,000 of tax owed on one day. When is it due?',
        choices: ['By the next business day', 'By the 15th of next month', 'By the next Wednesday'],
        answer: 0,
        explanation: 'The $100,000 next-day rule applies to every depositor.',
      },
      {
        id: 'ss-check',
        prompt:
          'A $3,000 paycheck, far below the wage base. How much Social Security does the employer withhold from it?',
        choices: ['$93.00', '$186.00', '$43.50'],
        answer: 1,
        explanation: '$3,000 × 6.2% = $186.00 withheld, and the employer pays another $186.00.',
      },
      {
        id: 'ss-max',
        prompt:
          'What is the most Social Security tax withheld from one employee by one employer in 2026?',
        choices: ['$10,918.20', '$11,439.00', 'There is no maximum'],
        answer: 1,
        explanation:
          '$184,500 × 6.2% = $11,439.00 (the 2025 figure was $10,918.20 on a $176,100 base).',
      },
      {
        id: 'additional-medicare',
        prompt:
          'Year-to-date wages are $199,000 and this check is $3,000. How much Additional Medicare Tax is withheld?',
        choices: ['$0', '$18.00', '$27.00'],
        answer: 1,
        explanation:
          'Only the $2,000 over $200,000 is subject to it: $2,000 × 0.9% = $18.00, employee only.',
      },
    ],
    'tax-optimization': [
      {
        id: 'deduction-or-credit',
        prompt: 'What is the difference between a deduction and a credit?',
        choices: [
          'A deduction lowers taxable income; a credit lowers the tax itself',
          'None: they are two names for the same thing',
          'A credit lowers taxable income; a deduction lowers the tax itself',
        ],
        answer: 0,
        explanation:
          'A deduction saves the tax on the amount deducted; a credit comes off the tax owed, dollar for dollar.',
      },
      {
        id: 'credit-worth-more',
        prompt:
          'For a business taxed at 21%, which saves more: a $1,000 deduction or a $1,000 credit?',
        choices: [
          'The deduction',
          'The credit: it cuts the tax by $1,000, the deduction by $210',
          'Both save the same',
        ],
        answer: 1,
        explanation:
          'A deduction saves its amount times the rate (21% of $1,000 is $210); a credit saves its whole amount.',
      },
      {
        id: 'why-estimated-tax',
        prompt: 'Why do owners of a pass-through business pay estimated tax during the year?',
        choices: [
          'Because no employer withholds tax from the business’s profit',
          'Because estimated payments replace the annual return',
          'Because it is optional and lowers the tax',
        ],
        answer: 0,
        explanation:
          'Tax is due as income is earned; without withholding, owners pay it in quarterly estimates and settle the rest on the return.',
      },
      {
        id: 'deduction-records',
        prompt: 'What does a business deduction need to hold up in an examination?',
        choices: [
          'Records showing the expense and its business purpose',
          'Only the year-end bank balance',
          'Nothing, when the amount is small',
        ],
        answer: 0,
        explanation:
          'Receipts, invoices and the books show what was spent and why; Keel keeps the receipts attached to their transactions.',
      },
      {
        id: 'timing-purchase',
        prompt:
          'Buying equipment the business needs in December instead of January mostly changes what?',
        choices: [
          'The year the deduction falls in',
          'Whether the equipment is deductible at all',
          'The sales tax rate charged',
        ],
        answer: 0,
        explanation:
          'Timing moves the deduction between years; it is worth it only for something the business needs anyway.',
      },
    ],
    'financial-analysis': [
      {
        id: 'current-ratio',
        prompt:
          'Current assets are $50,000 and current liabilities $25,000. What is the current ratio?',
        choices: ['0.5', '2.0', '25,000'],
        answer: 1,
        explanation: 'Current assets divided by current liabilities: 50,000 / 25,000 = 2.0.',
      },
      {
        id: 'gross-margin',
        prompt:
          'Revenue is $200,000 and the cost of goods sold $120,000. What is the gross margin?',
        choices: ['40%', '60%', '80%'],
        answer: 0,
        explanation: 'Gross profit is $80,000, and $80,000 / $200,000 is 40%.',
      },
      {
        id: 'profit-without-cash',
        prompt:
          'The P&L shows a profit, yet the bank balance fell. Which report explains where the cash went?',
        choices: ['The cash flow statement', 'The trial balance', 'The chart of accounts'],
        answer: 0,
        explanation:
          'The cash flow statement reconciles profit to the change in cash: customers not yet paying, stock bought, loans repaid, owner draws.',
      },
      {
        id: 'balance-sheet-moment',
        prompt: 'What does a balance sheet show?',
        choices: [
          'Balances at one date',
          'Income and expenses over a period',
          'Cash coming in and going out over a period',
        ],
        answer: 0,
        explanation:
          'The balance sheet is a snapshot on one date; the P&L and the cash flow statement cover a period.',
      },
      {
        id: 'judge-a-forecast',
        prompt: 'How can you tell whether a forecasting method is any good for your business?',
        choices: [
          'Backtest it: forecast past months from the data before them and compare with what happened',
          'Choose the method with the most parameters',
          'Trust it if the latest month fits',
        ],
        answer: 0,
        explanation:
          'A backtest measures the error the method would have made; Keel’s financial models show it beside each forecast.',
      },
      {
        id: 'uncategorized-line',
        prompt:
          'A $300 software payment still waits in Uncategorized Expense. What is wrong in the P&L?',
        choices: [
          'Net income is $300 too high',
          'Net income is right, but Software is $300 short and Uncategorized $300 over',
          'Revenue is $300 too low',
        ],
        answer: 1,
        explanation:
          'A pending bank line already posts against Uncategorized Expense, so the totals are right; only the split by category is off until it is categorized.',
      },
      {
        id: 'operating',
        prompt: 'Which line comes after operating expenses are subtracted from gross profit?',
        choices: ['Revenue', 'Operating income', 'Cost of goods sold'],
        answer: 1,
        explanation: 'Gross profit less operating expenses is operating income.',
      },
      {
        id: 'seasonal',
        prompt: "A garden shop's April sales are double March's. Which comparison tells you more?",
        choices: ['April against March', 'April against April last year', 'April against December'],
        answer: 1,
        explanation:
          'For a seasonal business the same month a year earlier removes the season from the comparison.',
      },
    ],
    'fraud-detection': [
      {
        id: 'segregation-of-duties',
        prompt:
          'Why should the person who approves payments not also be the one who reconciles the bank account?',
        choices: [
          'So one person cannot both make an improper payment and hide it',
          'Because it makes closing the month faster',
          'Because the law forbids it for every business',
        ],
        answer: 0,
        explanation:
          'Separating duties means a second person sees every payment; in a very small business the owner reviewing the reconciliation plays that part.',
      },
      {
        id: 'benford-leading-one',
        prompt:
          'By Benford’s law, how often does the leading digit 1 appear in many natural sets of amounts?',
        choices: ['About 11% of the time', 'About 30% of the time', 'About 50% of the time'],
        answer: 1,
        explanation: 'Benford’s law gives log10(2), about 30.1%, for a leading 1 and 4.6% for a 9.',
      },
      {
        id: 'duplicate-signs',
        prompt: 'Which pair of payments most suggests a duplicate?',
        choices: [
          'Same vendor, same amount, same invoice number, a few days apart',
          'Same vendor, different amounts, months apart',
          'Different vendors on the same day',
        ],
        answer: 0,
        explanation:
          'An invoice paid twice shows as the same vendor, amount and reference close together; different amounts months apart are normal trade.',
      },
      {
        id: 'deposit-change-request',
        prompt:
          'An e-mail from an employee asks you to change their direct deposit account before payday. What do you do?',
        choices: [
          'Confirm the change with the employee through a channel you already know before making it',
          'Make the change at once so the pay is not late',
          'Reply to the e-mail to ask whether it is genuine',
        ],
        answer: 0,
        explanation:
          'Payroll diversion starts with such an e-mail from a spoofed or taken-over address; replying reaches the fraudster, a known phone number reaches the employee.',
      },
      {
        id: 'benford-limits',
        prompt: 'Where is Benford’s law a poor test?',
        choices: [
          'Amounts set by a price list or capped, such as a fixed monthly fee',
          'Thousands of varied payments to many vendors',
          'Several years of sales amounts',
        ],
        answer: 0,
        explanation:
          'Benford’s law fits amounts spread over several orders of magnitude; fixed or capped amounts follow their price, not the law.',
      },
      {
        id: 'triangle',
        prompt: 'Which side of the fraud triangle do internal controls reduce?',
        choices: ['Pressure', 'Opportunity', 'Rationalization'],
        answer: 1,
        explanation: 'Controls close the gaps that give a person the opportunity.',
      },
      {
        id: 'segregation',
        prompt: 'Which pair of duties should not sit with one person?',
        choices: [
          'Adding a vendor and approving payments to it',
          'Reading the P&L and the balance sheet',
          'Categorizing bank lines and reading reports',
        ],
        answer: 0,
        explanation:
          'Whoever can create a payee and pay it can pay themselves; split the two, or have the owner review.',
      },
      {
        id: 'review',
        prompt:
          'A threat in AI Fraud Detection turns out to be a legitimate payment. What do you do?',
        choices: [
          'Delete the payment',
          'Mark it safe, with the reason',
          'Ignore it until it goes away',
        ],
        answer: 1,
        explanation:
          'The reason is kept with the review, and the same records do not raise the same threat again.',
      },
    ],
  });
