import type { TrainingModule } from './schema';

const books = { path: '/bookkeeping', label: 'AI Bookkeeping' };
const fraud = { path: '/fraud-detection', label: 'AI Fraud Detection' };
const payroll = { path: '/payroll-ai', label: 'Payroll AI' };

/** Fraud Detection: the controls and tests that catch what a small business loses to fraud. */
export const fraudDetection: TrainingModule = {
  id: 'fraud-detection',
  title: 'Fraud Detection',
  description:
    "Internal controls, Benford's law, duplicate payments and payroll diversion: how fraud shows in the books and how Keel's Deep Scan and your own controls catch it.",
  category: 'Security',
  difficulty: 'advanced',
  durationMinutes: 120,
  certification: true,
  prerequisites: [],
  lessons: [
    {
      id: 'internal-controls',
      title: 'Internal controls',
      type: 'simulation',
      durationMinutes: 30,
      screen: books,
      content: [
        'Fraud needs three things, the fraud triangle: pressure on a person (debts, targets), an opportunity (a gap in the controls) and a rationalization ("I will pay it back"). A business cannot remove pressure or excuses, but it can remove opportunity.',
        'The strongest control is segregation of duties: the person who sets up a vendor or an employee is not the one who approves payments to them, and neither reconciles the bank. In a business too small to split the work, the owner reviews: every bank statement opened and read by the owner, every new vendor and bank-detail change confirmed.',
        "Detective controls find what got through: reconciliations, reviews of unusual entries, and scans over the whole history. In AI Fraud Detection, Deep Scan runs Keel's detectors over the company's books and sign-ins; each threat says which records and which risk factors raised it, and a person blocks it or marks it safe with a reason.",
        'Practice the first detective control in your training sandbox, a copy of the demo company that is yours alone: in AI Bookkeeping, reconcile a bank account through its next statement date, matching every line to the statement until the difference is zero, and finish the reconciliation. Then come back and check the task. Keel checks that an account is reconciled further than when the lesson started.',
      ],
      questions: [],
      task: 'reconcile',
    },
    {
      id: 'benfords-law',
      title: "Benford's law",
      type: 'interactive',
      durationMinutes: 30,
      screen: fraud,
      content: [
        "In many sets of naturally occurring amounts that span several orders of magnitude (invoices, expense claims, payments), the first digit is not equally likely: by Benford's law a first digit d appears with probability log10(1 + 1/d), so 1 leads about 30.1% of amounts, 2 about 17.6%, and 9 only about 4.6%.",
        "Invented numbers rarely follow it: people spread first digits evenly, or cluster just under an approval limit (many payments starting with 4 or 9 under a $5,000 or $10,000 limit). Comparing actual with expected frequencies of first digits and of first-two digits, as Mark Nigrini's digit tests do, points at the amounts worth a look.",
        "The test needs enough amounts and the right kind: it says little about a few dozen payments, about assigned numbers (check numbers, ZIP codes) or about amounts with a fixed price or a cap. A digit spike is a reason to look, never proof. Keel's Deep Scan includes these digit tests among its detectors.",
      ],
      questions: [
        {
          id: 'first-digit-one',
          prompt: "Under Benford's law, about how often is 1 the first digit?",
          choices: ['11%', '30%', '50%'],
          answer: 1,
          explanation: 'log10(1 + 1/1) = log10(2) ≈ 0.301, about 30.1%.',
        },
        {
          id: 'limit',
          prompt: 'Approvals are needed above $5,000. Which digit pattern is a warning sign?',
          choices: [
            'Many payments between $4,800 and $4,999',
            'Many payments starting with 1',
            'Few payments starting with 9',
          ],
          answer: 0,
          explanation:
            'Amounts bunched just under a limit suggest payments split or sized to avoid approval.',
        },
        {
          id: 'unsuitable',
          prompt: 'Which data suits a Benford test least?',
          choices: ['A year of vendor invoices', 'Check numbers', 'Expense claims of all sizes'],
          answer: 1,
          explanation:
            'Check numbers are assigned in sequence; they are not naturally occurring amounts.',
        },
      ],
    },
    {
      id: 'duplicate-payments',
      title: 'Duplicate payments',
      type: 'interactive',
      durationMinutes: 30,
      screen: fraud,
      content: [
        'A duplicate payment is the same bill paid twice: by mistake (an invoice entered once from the e-mail and once from the post) or on purpose (a vendor, or an employee in league with one, resubmits it and keeps the second payment).',
        "The tests look for the same vendor and the same amount within a short time, and for near-duplicates: the same amount with an invoice number that differs by a character (INV-1043 and INV-1043A), or the same invoice number with amounts that differ. Mark Nigrini's same-same-same test (records alike in every field) and same-same-different test (alike in all but one) look for these.",
        "Prevention is cheaper than recovery: pay from the vendor's invoice, not a statement; refuse an invoice number already paid; and review AI Fraud Detection's duplicate-payment threats, each listing the payments it found alike.",
      ],
      questions: [
        {
          id: 'near-duplicate',
          prompt: 'Which pair most likely is one bill paid twice?',
          choices: [
            'Acme $1,250 (INV-1043) on May 3 and Acme $1,250 (INV-1043A) on May 9',
            'Acme $1,250 on May 3 and Acme $1,250 on June 3, invoices 1043 and 1101',
            'Acme $1,250 and Beta $1,250 on May 3',
          ],
          answer: 0,
          explanation:
            'Same vendor, same amount, days apart, an invoice number changed by one character.',
        },
        {
          id: 'monthly',
          prompt: 'The same rent is paid to the same landlord every month. Is that a duplicate?',
          choices: [
            'Yes, always',
            'No: a recurring payment on its schedule is expected',
            'Only in December',
          ],
          answer: 1,
          explanation:
            'Repeats on a regular schedule are recurring payments; duplicates break the pattern.',
        },
        {
          id: 'prevent',
          prompt: 'Which control prevents most duplicate payments?',
          choices: [
            'Paying from vendor statements',
            'Refusing an invoice number already paid to that vendor',
            'Paying every invoice on receipt',
          ],
          answer: 1,
          explanation:
            'A statement repeats invoices; checking the invoice number against what was paid stops the second payment.',
        },
      ],
    },
    {
      id: 'payroll-diversion',
      title: 'Payroll diversion',
      type: 'interactive',
      durationMinutes: 30,
      screen: payroll,
      content: [
        "In payroll diversion a criminal, posing as an employee, asks payroll to change the employee's direct deposit to a new account, usually by e-mail and shortly before a payday. The next paycheck goes to the criminal; the employee notices only when it does not arrive. The FBI has warned of this pattern, often following a phishing e-mail that stole the employee's credentials.",
        'The signs: a bank-detail change asked for by e-mail rather than through the usual form, urgency, a new account at an online bank or prepaid card, a change soon after a password reset or a sign-in from a new place.',
        "The control: confirm every change of bank details with the employee through a channel you already have (a phone number on file, in person), never through the message that asked. Employees' bank details are kept in Payroll AI; check a recent change there before approving a run.",
      ],
      questions: [
        {
          id: 'confirm',
          prompt:
            "An e-mail from an employee asks to change their deposit account before Friday's payroll. What do you do?",
          choices: [
            'Reply to the e-mail to confirm',
            'Call the employee on the number on file before changing anything',
            'Change it: the e-mail came from their address',
          ],
          answer: 1,
          explanation:
            'A stolen mailbox answers e-mails too; confirm through a channel you already had.',
        },
        {
          id: 'signs',
          prompt: 'Which is a warning sign of payroll diversion?',
          choices: [
            'A change request right after a password reset and a sign-in from a new place',
            'A raise approved by the owner',
            "An employee's address change with a signed form",
          ],
          answer: 0,
          explanation:
            'Taken-over accounts often show a password reset and an unusual sign-in before the change.',
        },
        {
          id: 'when',
          prompt: 'When do these requests usually arrive?',
          choices: ['Right after a payday', 'Shortly before a payday', 'At year end only'],
          answer: 1,
          explanation: 'Just before a payday leaves the least time to notice before money moves.',
        },
      ],
    },
  ],
};
