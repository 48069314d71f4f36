import type { TrainingModule } from './schema';

// Every figure below is for tax year 2026, from /work/shared/tax/us-payroll-2026.md (the section
// named beside it), the same source as Keel's payroll engine.
const books = { path: '/bookkeeping', label: 'AI Bookkeeping' };
const payroll = { path: '/payroll-ai', label: 'Payroll AI' };
const taxes = { path: '/tax-optimization', label: 'Tax Optimization' };

/** Payroll Mastery: paying people and the federal payroll taxes that come with it (2026 figures). */
export const payrollMastery: TrainingModule = {
  id: 'payroll-mastery',
  title: 'Payroll Mastery',
  description:
    'Form W-4, federal withholding, Social Security and Medicare, tax deposits, Forms 941 and 940 and the W-2: running a US payroll correctly, with the 2026 figures.',
  category: 'Payroll',
  difficulty: 'intermediate',
  durationMinutes: 240,
  certification: true,
  prerequisites: ['accounting-fundamentals'],
  lessons: [
    {
      id: 'form-w4',
      title: 'Form W-4: what the employee tells you',
      type: 'interactive',
      durationMinutes: 40,
      screen: payroll,
      content: [
        'Form W-4 is how an employee tells the employer how much federal income tax to withhold. The 2020-and-later form has a filing status (Step 1(c)), a box for two jobs (Step 2), credits for dependents (Step 3) and adjustments: other income, deductions and extra withholding per pay period (Step 4).',
        'For 2026, Step 3 takes $2,200 per qualifying child under 17 and $500 per other dependent, for total income up to $200,000 ($400,000 married filing jointly). Employees hired before 2020 may still have an older W-4 with allowances; each allowance is worth $4,300 a year in the 2026 withholding tables (§1.1).',
        "A new employee who gives you no W-4 is withheld as single (or married filing separately) with nothing in Steps 2 to 4 (§1.1). Each employee's filing status and W-4 entries are set in Payroll AI's employee details.",
      ],
      questions: [
        {
          id: 'no-w4',
          prompt: 'A new hire never returns a W-4. How do you withhold?',
          choices: [
            'As married filing jointly',
            'As single, with no adjustments in Steps 2 to 4',
            'You withhold nothing until they return it',
          ],
          answer: 1,
          explanation:
            'Without a W-4, withhold as single or married filing separately, with no other entries.',
        },
        {
          id: 'step3',
          prompt: 'On a 2026 W-4, what does Step 3 take per qualifying child under 17?',
          choices: ['$500', '$2,000', '$2,200'],
          answer: 2,
          explanation:
            '$2,200 per qualifying child under 17 and $500 per other dependent for 2026.',
        },
        {
          id: 'allowance',
          prompt:
            'An employee still has a 2019 W-4 claiming 2 allowances. How much a year do they take off the wages the 2026 tables use?',
          choices: ['$4,300', '$8,600', '$12,900'],
          answer: 1,
          explanation: 'Each allowance is $4,300 in 2026: 2 × $4,300 = $8,600.',
        },
      ],
    },
    {
      id: 'withholding',
      title: 'Federal income tax withholding',
      type: 'interactive',
      durationMinutes: 40,
      screen: payroll,
      content: [
        "IRS Publication 15-T's percentage method turns a paycheck into an annual amount (wages × pay periods a year), subtracts an amount for the standard deduction unless the W-4's Step 2 box is checked ($12,900 for married filing jointly, $8,600 otherwise, in 2026), runs the result through the year's brackets and divides by the pay periods again (§1.1).",
        'Step 3 credits are divided over the pay periods and subtracted; Step 4(c) extra withholding is added per check. Withholding is computed on taxable wages: pre-tax deductions such as a traditional 401(k) come off first.',
        "Keel's payroll computes withholding this way with the 2026 tables, and refuses a year whose tables it does not have rather than guessing with another year's.",
      ],
      questions: [
        {
          id: 'annualize',
          prompt:
            'A biweekly employee earns $2,000 a check. What annual wage amount does the percentage method start from?',
          choices: ['$2,000', '$48,000', '$52,000'],
          answer: 2,
          explanation: 'Biweekly is 26 pay periods a year: $2,000 × 26 = $52,000.',
        },
        {
          id: 'line-1g',
          prompt:
            'For a single filer with Step 2 unchecked, what does Worksheet 1A subtract for 2026 before the brackets?',
          choices: ['$4,300', '$8,600', '$12,900'],
          answer: 1,
          explanation:
            '$8,600 for everyone but married filing jointly ($12,900); $0 when the Step 2 box is checked.',
        },
        {
          id: 'pre-tax',
          prompt: 'Which comes off wages before federal withholding is computed?',
          choices: [
            'A traditional 401(k) contribution',
            'A Roth 401(k) contribution',
            'A garnishment',
          ],
          answer: 0,
          explanation:
            'Traditional 401(k) deferrals are pre-tax for income tax; Roth contributions are after tax.',
        },
      ],
    },
    {
      id: 'fica',
      title: 'Social Security and Medicare (FICA)',
      type: 'simulation',
      durationMinutes: 40,
      screen: payroll,
      content: [
        "Social Security is 6.2% withheld from the employee and 6.2% paid by the employer, on wages up to the year's wage base: $184,500 in 2026, so at most $11,439.00 a year on each side (§2).",
        "Medicare is 1.45% from each side with no cap. The Additional Medicare Tax of 0.9% is the employee's alone: the employer withholds it on wages it pays over $200,000 in the calendar year, starting with the pay period that crosses $200,000, whatever the employee's filing status (§2).",
        "The employer's share is a cost of the business (Payroll Tax Expense); the employee's share is withheld from their pay and owed to the IRS until deposited. Payroll AI shows the employer taxes of each paycheck beside what was withheld.",
        "In Payroll AI, a run's taxes show beside its gross and net pay: Social Security and Medicare withheld, and the employer's matching share. Practice it in your training sandbox, a copy of the demo company that is yours alone, which has no payroll yet: in Payroll AI, set payroll up (Start Payroll Setup), add an employee, process a pay period, read the Social Security and Medicare on the paystub, and approve the run. Then come back and check the task. Keel checks that a payroll run was approved in the sandbox.",
      ],
      questions: [],
      task: 'run-payroll',
    },
    {
      id: 'deposits',
      title: 'Depositing payroll taxes',
      type: 'simulation',
      durationMinutes: 40,
      screen: books,
      content: [
        'Withheld income tax and both shares of Social Security and Medicare are deposited with the IRS on a schedule set by the lookback period: the four quarters from July 1 two years back to June 30 of last year (for 2026: July 1, 2024 to June 30, 2025) (§3.1).',
        "Total tax in the lookback of $50,000 or less makes you a monthly depositor: a month's taxes are due by the 15th of the next month. Over $50,000, you deposit semiweekly: for a Wednesday, Thursday or Friday payday by the next Wednesday, otherwise by the next Friday.",
        'Whatever your schedule, $100,000 of tax piled up on any day must be deposited by the next business day, and a monthly depositor becomes semiweekly from then on. A quarter with less than $2,500 of tax may be paid with the return instead. Tax Optimization lists each deposit due with its date.',
        "In Keel, a payroll run posts wages and the taxes withheld to Payroll Liabilities; a deposit takes that liability off the books: debit Payroll Liabilities, credit the bank account the money left from. Practice it in your training sandbox, a copy of the demo company that is yours alone: post the entry for a deposit in AI Bookkeeping (a new transaction, or a journal entry with both lines), then come back and check the task. Keel checks that a new entry is in the sandbox's books.",
      ],
      questions: [],
      task: 'post-entry',
    },
    {
      id: 'forms-941-940',
      title: 'Forms 941 and 940',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        "Form 941 reports each quarter's wages, withheld income tax and both shares of Social Security and Medicare, against the deposits made. It is due by the last day of the month after the quarter (April 30, July 31, October 31, January 31), or ten days later if every deposit was made on time. A due date on a weekend moves to the next business day: the third quarter of 2026 is due Monday, November 2 (§3.2).",
        "Form 940 reports federal unemployment tax (FUTA), paid by the employer only: 6.0% on each employee's first $7,000 of wages, less a credit of up to 5.4% for state unemployment tax paid, so usually 0.6%, at most $42.00 per employee (§2). A state that owes the federal loan fund gets a smaller credit (California, for 2025, 1.2% less).",
        'FUTA is figured each quarter and deposited by the end of the next month once the amount not yet deposited exceeds $500; otherwise it carries over. Form 940 is due January 31 (for 2026: February 1, 2027, January 31 being a Sunday).',
      ],
      questions: [
        {
          id: 'futa-max',
          prompt: 'With the full 5.4% credit, what is the most FUTA per employee for a year?',
          choices: ['$42.00', '$420.00', '$7,000'],
          answer: 0,
          explanation: '$7,000 × 0.6% = $42.00.',
        },
        {
          id: 'q1-941',
          prompt:
            'When is Form 941 for the first quarter of 2026 due, if not every deposit was on time?',
          choices: ['April 15, 2026', 'April 30, 2026', 'May 11, 2026'],
          answer: 1,
          explanation:
            'The last day of the month after the quarter; the ten extra days (May 11) only when every deposit was on time.',
        },
        {
          id: 'futa-carry',
          prompt: 'Your first-quarter FUTA is $310. What do you do?',
          choices: [
            'Deposit it by April 30',
            'Carry it to the next quarter: it is not over $500',
            'Pay it with Form 941',
          ],
          answer: 1,
          explanation:
            'FUTA of $500 or less carries to the next quarter; FUTA is never paid with Form 941.',
        },
      ],
    },
    {
      id: 'form-w2',
      title: 'Year end: Forms W-2 and W-3',
      type: 'interactive',
      durationMinutes: 40,
      screen: payroll,
      content: [
        'Each employee gets a Form W-2 for the year: wages, tips and other compensation, federal income tax withheld, Social Security and Medicare wages and the tax withheld for each, and state figures.',
        'Copies go to the employees, and Copy A with the transmittal Form W-3 to the Social Security Administration, both by January 31 with no automatic extension. For 2026 wages that is Monday, February 1, 2027, January 31 being a Sunday (§3.2).',
        "Before you file, the year's four Forms 941 must agree with the W-2s: total wages and withholding on the W-3 should equal the sum of the quarters. A difference means a run, a correction or a deposit is missing somewhere, and is far cheaper to find in January than in an IRS notice.",
      ],
      questions: [
        {
          id: 'due',
          prompt: 'By when must 2026 W-2s reach employees?',
          choices: ['January 15, 2027', 'February 1, 2027', 'April 15, 2027'],
          answer: 1,
          explanation:
            'January 31, moved to Monday, February 1, 2027 because January 31 is a Sunday.',
        },
        {
          id: 'w3',
          prompt: 'What goes to the Social Security Administration with Copy A of the W-2s?',
          choices: ['Form W-3', 'Form 940', 'Form W-4'],
          answer: 0,
          explanation: 'Form W-3 is the transmittal that totals the W-2s.',
        },
        {
          id: 'agree',
          prompt: "What should the W-3's federal withholding equal?",
          choices: [
            "The sum of the four quarters' Forms 941",
            'The FUTA on Form 940',
            'The deposits of December',
          ],
          answer: 0,
          explanation:
            "The year's W-2 totals and the four Forms 941 report the same wages and withholding.",
        },
      ],
    },
  ],
};
