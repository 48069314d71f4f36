import type { TrainingModule } from './schema';

// Figures are for tax year 2026, as Keel's tax plugin records them with their sources
// (plugins/tax/domain/figures/year2026.ts: /work/shared/tax/us-payroll-2026.md and the IRS notices
// and Code sections named there).
const taxes = { path: '/tax-optimization', label: 'Tax Optimization' };

/** Tax Optimization: deductions, credits and the owner's taxes, with the 2026 figures. */
export const taxOptimization: TrainingModule = {
  id: 'tax-optimization',
  title: 'Tax Optimization',
  description:
    'Deductions and credits, equipment and Section 179, the QBI deduction and the choice of entity, retirement plans and vehicles, and estimated tax: legal ways to owe less, with the 2026 figures.',
  category: 'Tax',
  difficulty: 'advanced',
  durationMinutes: 200,
  certification: true,
  prerequisites: ['accounting-fundamentals', 'payroll-mastery'],
  lessons: [
    {
      id: 'deductions-and-credits',
      title: 'Deductions and credits',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        'A deduction lowers the income that is taxed; a credit lowers the tax itself, dollar for dollar. At a 22% marginal rate a $1,000 deduction saves $220, while a $1,000 credit saves $1,000.',
        'A business deducts its ordinary and necessary expenses, but some only in part: business meals are 50% deductible (IRC §274(n)(1)). That is why the chart of accounts keeps meals apart from travel and entertainment.',
        "Deductions need records: the receipt, what it was for and who was there for a meal. Tax Optimization's Run Analysis looks for deductions the books suggest were missed, and flags spending left uncategorized, which no deduction can be claimed for until it is.",
      ],
      questions: [
        {
          id: 'credit-vs-deduction',
          prompt:
            'At a 22% marginal rate, which saves more: a $1,000 deduction or a $1,000 credit?',
          choices: [
            'The deduction ($1,000)',
            'The credit ($1,000 against $220)',
            'They save the same',
          ],
          answer: 1,
          explanation:
            'The deduction saves 22% of $1,000 = $220; the credit takes $1,000 off the tax.',
        },
        {
          id: 'meals',
          prompt: 'A $300 business dinner with a client. How much is deductible?',
          choices: ['$300', '$150', '$0'],
          answer: 1,
          explanation: 'Business meals are 50% deductible: $150.',
        },
        {
          id: 'uncategorized',
          prompt: 'Why does uncategorized spending matter for tax?',
          choices: [
            'It is taxed twice',
            'Until it is categorized, it cannot be shown to be a deductible business expense',
            'It does not matter',
          ],
          answer: 1,
          explanation: 'A deduction rests on knowing what the money was for.',
        },
      ],
    },
    {
      id: 'equipment-and-section-179',
      title: 'Equipment and Section 179',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        'Equipment that lasts more than a year is a fixed asset: normally its cost is deducted over several years as depreciation, not all in the year it was bought.',
        "Section 179 lets a business deduct the whole cost of qualifying equipment in the year it is placed in service, up to a limit: $2,500,000 for 2025, indexed upward for 2026 (IRC §179(b)(1) as amended in 2025). The deduction cannot exceed the business's taxable income from its trade; the rest carries forward.",
        "Buying equipment only for the deduction is still spending: a $10,000 machine saves at most the tax on $10,000. Tax Optimization's Section 179 opportunity uses the fixed assets the books show were bought this year.",
      ],
      questions: [
        {
          id: 'what-179-does',
          prompt: 'What does Section 179 change?',
          choices: [
            'Whether equipment is deductible at all',
            'When: the whole cost in the first year instead of over several',
            'The price of the equipment',
          ],
          answer: 1,
          explanation:
            'It moves depreciation forward into the year the asset is placed in service.',
        },
        {
          id: 'worth-it',
          prompt:
            'At a 24% rate, what does a $10,000 machine expensed under Section 179 save in tax this year?',
          choices: ['$10,000', '$2,400', '$0'],
          answer: 1,
          explanation: '24% of $10,000 = $2,400; the other $7,600 is still spent.',
        },
        {
          id: 'income-limit',
          prompt:
            'The business has $30,000 of taxable income and buys $50,000 of equipment. What happens to the Section 179 deduction?',
          choices: [
            'All $50,000 is deducted, making a loss',
            '$30,000 this year, the rest carried forward',
            'None of it is allowed',
          ],
          answer: 1,
          explanation:
            'Section 179 is limited to the business income; what is left carries forward.',
        },
      ],
    },
    {
      id: 'qbi-and-entity',
      title: 'The QBI deduction and the choice of entity',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        'Owners of sole proprietorships, partnerships and S corporations may deduct up to 20% of their qualified business income (IRC §199A, made permanent in 2025). Above an income threshold the deduction can be limited; Keel records the 2025 threshold ($197,300, $394,600 married filing jointly) and never grants the deduction past it.',
        "A C corporation pays a flat 21% on its profit (IRC §11(b)); what it pays out as dividends is taxed again to the owners. A pass-through pays no entity tax: its profit is taxed to the owners, and a sole proprietor's also bears self-employment tax (both halves of Social Security and Medicare).",
        "An S corporation pays its owner-employees a reasonable salary through payroll; profit beyond it is not subject to self-employment tax. It costs a payroll and a separate return, so Tax Optimization suggests checking the election only for an LLC whose owners' self-employment tax reaches $10,000 a year, and sizes the saving from the salary the owners would be paid.",
      ],
      questions: [
        {
          id: 'qbi-rate',
          prompt: 'What is the most the QBI deduction takes off qualified business income?',
          choices: ['10%', '20%', '21%'],
          answer: 1,
          explanation: 'Up to 20% (IRC §199A), subject to limits above the income threshold.',
        },
        {
          id: 'c-corp',
          prompt: 'At what rate does a C corporation pay federal tax on its profit?',
          choices: ['A flat 21%', "The owners' rates", '15.3%'],
          answer: 0,
          explanation: 'IRC §11(b) sets a flat 21%.',
        },
        {
          id: 's-corp',
          prompt: 'What must an S corporation pay its owner who works in the business?',
          choices: ['Nothing', 'A reasonable salary through payroll', 'Only dividends'],
          answer: 1,
          explanation:
            'Owner-employees need a reasonable salary, with payroll taxes, before profit is paid out.',
        },
      ],
    },
    {
      id: 'retirement-and-vehicles',
      title: 'Retirement plans, vehicles and the home office',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        "A retirement plan moves income out of this year's tax. For 2026 an employee can defer up to $24,500 into a 401(k) (IRS Notice 2025-67), and total additions to one person's account are capped at $72,000. A self-employed owner's SEP contribution is at most 20% of net earnings less half the self-employment tax (IRS Publication 560).",
        'A vehicle used for business is deducted either at the standard mileage rate, 72.5 cents a mile for 2026 (IRS Notice 2026-10), or at actual costs times the business share of miles. Either way a mileage log is the record.',
        'A home office used regularly and only for the business can be deducted with the simplified method: $5 a square foot, up to 300 square feet, so at most $1,500 a year (Rev. Proc. 2013-13). Tax Optimization shows each as an opportunity with the company figures it used.',
      ],
      questions: [
        {
          id: 'mileage',
          prompt:
            'An owner drives 4,000 business miles in 2026. What is the standard mileage deduction?',
          choices: ['$2,900', '$2,800', '$4,000'],
          answer: 0,
          explanation: '4,000 × $0.725 = $2,900.',
        },
        {
          id: 'home-office',
          prompt: 'A 400-square-foot home office, simplified method. What is the deduction?',
          choices: ['$2,000', '$1,500', '$400'],
          answer: 1,
          explanation: 'At most 300 square feet × $5 = $1,500.',
        },
        {
          id: 'deferral',
          prompt: 'How much can an employee under 50 defer into a 401(k) for 2026?',
          choices: ['$23,500', '$24,500', '$72,000'],
          answer: 1,
          explanation:
            '$24,500 is the 2026 elective deferral limit; $72,000 caps all additions together.',
        },
      ],
    },
    {
      id: 'estimated-tax',
      title: 'Estimated tax',
      type: 'interactive',
      durationMinutes: 40,
      screen: taxes,
      content: [
        "Tax on income nobody withholds from, such as a sole proprietor's or a partner's profit, is paid during the year as estimated tax, when the year's tax after withholding will be $1,000 or more (shared/tax §3.4).",
        "For 2026 the four instalments are due April 15, June 15 and September 15, 2026 and January 15, 2027. There is no underpayment penalty when four equal instalments on time add up to the smaller of 90% of this year's tax or 100% of last year's, 110% if last year's adjusted gross income was over $150,000.",
        "The prior-year safe harbor is the one you can know in advance. Tax Optimization lists the owners' instalments among the company's tax payments with their due dates.",
      ],
      questions: [
        {
          id: 'dates',
          prompt: 'When is the last 2026 estimated-tax instalment due?',
          choices: ['December 15, 2026', 'January 15, 2027', 'April 15, 2027'],
          answer: 1,
          explanation: 'The fourth instalment for 2026 is due January 15, 2027.',
        },
        {
          id: 'safe-harbor',
          prompt:
            "Last year's tax was $20,000 on an AGI of $120,000. What total of instalments avoids a penalty for sure?",
          choices: ['$18,000', '$20,000', '$22,000'],
          answer: 1,
          explanation:
            "100% of last year's tax, since AGI was not over $150,000 (above it, 110%: $22,000).",
        },
        {
          id: 'threshold',
          prompt: 'When are estimated payments required?',
          choices: [
            "When the year's tax after withholding will be $1,000 or more",
            'Always, for every business',
            'Only for corporations',
          ],
          answer: 0,
          explanation:
            'Individuals expecting $1,000 or more of tax after withholding and credits pay estimates.',
        },
      ],
    },
  ],
};
