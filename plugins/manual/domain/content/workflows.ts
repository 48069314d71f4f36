import type { ManualTabInput } from './schema';

/** Spec 001's Workflows: the daily and weekly review guides, linked to the screens. */
export const workflows: ManualTabInput = {
  id: 'workflows',
  label: 'Workflows',
  description: 'Routines that keep the books current and catch problems early.',
  sections: [
    {
      id: 'daily-review',
      title: 'Daily review guide',
      paragraphs: ['Ten minutes a day keeps the bank lines from piling up.'],
      steps: [
        'Open [AI Overview](/dashboard) and the notification bell in the header: new high-severity threats, compliance alerts and tax deadlines arrive there with a link to the record.',
        'In [AI Bookkeeping](/bookkeeping), **Auto-Sync Banks** brings in the new lines of every bank connected through SimpleFIN; upload a statement for the others with **Upload Statement**.',
        'On the **Transactions** tab, give every pending line its account with **Categorize**; under **Categorization rules** on the **Accounts** tab, **Add rule** with a keyword to categorize the next lines that contain it.',
        'On [AI Fraud Detection](/fraud-detection), look at the threats still being investigated and decide each: **Block Transaction** or **Mark as Safe**, with a reason.',
      ],
      where: ['core', 'bookkeeping', 'fraud'],
    },
    {
      id: 'weekly-review',
      title: 'Weekly review guide',
      paragraphs: [
        'Once a week, check that the books agree with the bank and that nothing is due.',
      ],
      steps: [
        'On the **Banking** tab of [AI Bookkeeping](/bookkeeping), **Reconcile** each bank account against its statement balance, then **Finish reconciliation** when the difference is zero.',
        'On the **Reports** tab, read the profit and loss and the cash flow of the month so far.',
        'On [Compliance Monitor](/compliance-monitor), **Run Check** and work through the alerts; **Mark Filed** the returns you have filed.',
        'On [Tax Optimization](/tax-optimization), open **Deadlines** for what is due in the coming weeks and **Tax Payments** for what you owe.',
        'If payroll is due, run it on [Payroll AI](/payroll-ai) (see the Payroll AI section of the Screens tab).',
      ],
      where: ['bookkeeping', 'compliance', 'tax'],
    },
    {
      id: 'reconcile-bank-account',
      title: 'Reconciling a bank account',
      paragraphs: [
        'Reconciling proves the books agree with the bank: every line on the statement is in the books, and nothing else is.',
      ],
      steps: [
        'On the **Banking** tab of [AI Bookkeeping](/bookkeeping), click **Reconcile** on the bank account.',
        'Enter the **Statement date** and the **Statement ending balance** from your bank statement.',
        'Tick each line that appears on the statement. The **Cleared balance** and the **Difference** follow as you go; a difference left means a line is missing, doubled or has the wrong amount.',
        'When the **Difference** is zero, **Finish reconciliation**. The account is then reconciled through that date; **Unreconcile** undoes the last one if you find a mistake.',
      ],
      where: ['bookkeeping'],
    },
    {
      id: 'month-end-close',
      title: 'Closing a month',
      paragraphs: [
        'When every bank account is reconciled through the last day of the month, set the lock date on the **Accounts** tab of [AI Bookkeeping](/bookkeeping) (**Lock date**, then **Save lock date**): nobody can then change an entry on or before it without moving the date back first. Ask the [AI Assistant](/ai-assistant) to "generate monthly financial report" for the month\'s profit and loss, balance sheet and cash flow as a PDF.',
      ],
      where: ['bookkeeping'],
    },
  ],
};
