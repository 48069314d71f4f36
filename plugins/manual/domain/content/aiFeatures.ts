import type { ManualTabInput } from './schema';

/** Spec 001's AI Features accordion: what each method really does, not marketing. */
export const aiFeatures: ManualTabInput = {
  id: 'ai-features',
  label: 'AI Features',
  description: 'How the analyses work, so you know how far to trust each figure.',
  accordion: true,
  sections: [
    {
      id: 'revenue-analysis',
      title: 'Revenue analysis and forecasts',
      paragraphs: [
        '[3D Financial Models](/3d-financial-models) forecasts **Revenue Forecast**, **Cash Flow**, **Profitability** and **Risk Assessment** from the income, expense and cash accounts of your books. Each forecast combines exponential smoothing, the Theta method and seasonal naive: every method is tested on your own history from many past starting points, and the three that would have forecast best are weighted by how well they did.',
        'The accuracy shown is what those tests measured on your books, not a promise: 100% less the average percentage error of the backtests. The band around the forecast is built from the same backtest errors, so with a short history it is wide, and with less than a few months of history the screen says there is not enough history yet rather than guessing. Change **Forecast Horizon** and **Time Range** to look further or further back; **Export Model** downloads the figures.',
      ],
      where: ['models'],
    },
    {
      id: 'fraud-detection-method',
      title: 'Fraud detection',
      paragraphs: [
        "**Deep Scan** on [AI Fraud Detection](/fraud-detection) runs four detectors over the whole history of the books and the sign-ins: duplicate payments (the same payee paid the same amount again with another reference, or an invoice paid twice with a suffix added or a cent changed), suspicious transactions (amounts repeated just under an approval threshold, repeated round amounts, a vendor's largest payment far above its others, a large first payment to a new vendor), unusual patterns (payments whose first digits break Benford's law, a month far above a payee's own history, the same amount paid to several payees) and account takeover (a payroll bank account changed soon after a sign-in from a new device or after failed sign-ins; it needs payroll's bank-detail changes, which Keel does not pass to it yet, so it does not fire on your company today). Each threat lists the records and the risk factors that raised it, so you can check it yourself.",
        'The colours tell you what to do. Yellow (amber on screen) means investigate: a Medium threat, to look at within 24 hours, and every threat still being investigated. Red means high risk and immediate action: a High threat, and a blocked one. Blue is Low risk, to review when convenient. Keel has no separate orange level: high risk and immediate action are the same red. Open **Details**, then **Block Transaction** or **Mark as Safe** with a reason; a reviewed threat is not raised again for the same records.',
      ],
      where: ['fraud'],
    },
    {
      id: 'payroll-engine',
      title: 'Payroll engine',
      paragraphs: [
        "[Payroll AI](/payroll-ai) computes each paycheck per employee. Federal income tax is withheld with the IRS percentage method of Publication 15-T for the tax year, from the employee's Form W-4 (filing status, dependents, other income, deductions); Social Security and Medicare (FICA) are withheld at their statutory rates up to the wage base, and the employer's share, FUTA and state unemployment are added to the employer cost. The totals of a run are the sums of the employees' own figures.",
        'Nothing is paid until a person approves: **Process Payroll** computes the run, **Review & Approve** shows every paycheck, and **Approve** posts it to the books and produces the paystubs, the NACHA direct deposit file and printable checks. Where Keel has no exact module for a state, the state tax is a flat estimate and the screen labels it as an estimate.',
      ],
      where: ['payroll'],
    },
    {
      id: 'assistant-method',
      title: 'How the assistant answers',
      paragraphs: [
        'The [AI Assistant](/ai-assistant) does not make up numbers. It reads your question (the figure asked for and a period such as "last quarter" or "since January"), runs one of a fixed set of calculations over the books and states the result with its period and links to the records. Without a language model configured it works entirely on the server, offline; when the server sets `OPENAI_BASE_URL`, a model may phrase the answer, and every figure it writes is checked against the calculations: a reply with a figure they did not give is replaced by the books\' own answer.',
      ],
      where: ['conversations'],
    },
  ],
};
