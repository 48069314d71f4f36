import type { ManualTabInput } from './schema';

/**
 * Spec 001's Video Training, as Keel has it: there are no videos, so the courses are the AI
 * Training Center's modules by level, whose lessons are questions or tasks done in a sandbox.
 */
export const videoTraining: ManualTabInput = {
  id: 'video-training',
  label: 'Video Training',
  description:
    'Keel has no training videos. Its courses are the lessons of the AI Training Center, by level.',
  sections: [
    {
      id: 'training-beginner',
      title: 'Beginner courses',
      paragraphs: [
        'Start with **Accounting Fundamentals** in the [AI Training Center](/ai-training): double entry, the chart of accounts, accrual and cash, reconciliation and closing a month, each lesson tied to the Keel screen where the work is done. Open a module, **Start Lesson**, read, answer its questions and **Check Answers**; the lesson completes when every answer is right.',
      ],
      where: ['training'],
    },
    {
      id: 'training-intermediate',
      title: 'Intermediate courses',
      paragraphs: [
        '**Payroll Mastery** (after Accounting Fundamentals) covers Form W-4, withholding, FICA, deposits and the quarterly and annual forms. **Financial Analysis** teaches reading a profit and loss, a balance sheet and a cash flow statement, ratios and forecasting. A module whose prerequisite is not done is locked and says which one to complete first.',
        "Some lessons are simulations: a task done in your training sandbox, a company of your own filled with the demo company's books (your own companies are not touched), which Keel makes when you first **Start Lesson** on one. Open the lesson's screen in the sandbox, do the task (run a payroll and post an entry in Payroll Mastery, categorize a bank line in Financial Analysis, reconcile an account in Fraud Detection) and press **Check Task**: Keel checks the sandbox's books or payroll and completes the lesson once the task is done.",
      ],
      where: ['training'],
    },
    {
      id: 'training-expert',
      title: 'Expert courses',
      paragraphs: [
        "**Tax Optimization** (after Accounting Fundamentals and Payroll Mastery) covers deductions and credits with the current year's figures. **Fraud Detection** covers internal controls, Benford's law, duplicate payments and payroll diversion. Your progress, completed modules and study hours are under **My Progress**.",
      ],
      where: ['training'],
    },
  ],
};
