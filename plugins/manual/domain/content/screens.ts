import type { ManualTabInput } from './schema';

/** How to do each thing on each screen of the sidebar, as the screens are today. */
export const screens: ManualTabInput = {
  id: 'screens',
  label: 'Screens',
  description: 'What each screen of the sidebar is for, and how to do the common tasks on it.',
  sections: [
    {
      id: 'screen-dashboard',
      title: 'AI Overview (dashboard)',
      paragraphs: [
        "[AI Overview](/dashboard) is the first page after signing in. **Key figures** are computed from the open company's books and payroll; the **AI Operations Center** buttons start the analyses of the other screens. Under **Team tasks**, type a **New task** and **Add task** to keep a shared to-do list with your accountant. The company switcher in the header changes the company every screen shows.",
      ],
      where: ['dashboard', 'core'],
    },
    {
      id: 'screen-bookkeeping',
      title: 'AI Bookkeeping',
      paragraphs: [
        '[AI Bookkeeping](/bookkeeping) is the books of the open company, in six tabs: **Overview**, **Transactions**, **Reports**, **Accounts**, **Vendors** and **Banking**.',
        'To record a transaction, click **Add Transaction**, fill in the date, description, amount and account, and save; to correct one, open it with **View** and **Edit** it. On **Reports**, pick a period and read, **Download .txt** or **Download CSV** the profit and loss, **Balance Sheet**, **Cash Flow**, **Tax Summary**, **Accounts Receivable** and **Accounts Payable**; **Export All Reports** downloads them together. **Accounts** holds the **Chart of Accounts**, the categorization rules and the lock date; **Vendors** your payees with what you paid them this year; **Banking** the bank accounts, where **Reconcile** matches the books to a statement. **Attach receipt** keeps a photo or PDF with a transaction.',
      ],
      where: ['bookkeeping'],
    },
    {
      id: 'screen-payroll',
      title: 'Payroll AI',
      paragraphs: [
        '[Payroll AI](/payroll-ai) is a five-step wizard, open to the roles that may see payroll. **Start Payroll Setup**, fill in **Company Setup** (EIN, payroll frequency, primary state, the company bank account) and **Continue to Employee Setup**.',
        'Add each person with **Add Employee** (pay type, salary or hourly rate, the Form W-4 fields, direct deposit or check), or import a spreadsheet after **Download Template**; **Edit** a saved employee to change their details or home address (the SSN and bank numbers are shown only by their last four digits: leave them empty to keep them, or type a new one). **Continue to Run Payroll**, check the pay date and the hours, then **Process Payroll**: Keel computes every paycheck. **Review & Approve** shows them; **Approve** posts the run to the books and gives the paystubs (**Download Paystubs**), the direct deposit file and the checks. A run can be discarded before approval and voided after.',
      ],
      where: ['payroll'],
    },
    {
      id: 'screen-tax',
      title: 'Tax Optimization',
      paragraphs: [
        "[Tax Optimization](/tax-optimization) computes the taxes of the open company from its books and payroll. **Run Analysis** looks for missed deductions and credits and lists them under **Opportunities** with their potential savings. **Tax Payments** shows what you owe by tax. Keel moves no money: pay at the agency (the **Agency Setup Guide** says how to enrol with each), then record the payment with **Pay Now**, which opens **Process Payment**; **Schedule Payment** records one you have planned for a date. **Deadlines** lists the filing and deposit dates of the year; **Mark Complete** one when it is done. **Documents** holds a Form 941 worksheet per quarter and, under **Year-end forms**, each employee's Form W-2, the W-3 and each 1099-NEC of the chosen tax year as PDFs (copies for the employee, the recipient and your records: file Copy A with the IRS or SSA yourself); **Upload Documents** keeps a receipt or a form (PDF, JPEG or PNG) with the tax year. **Tools** holds the payroll tax and sales tax calculators, the compliance checker, **Edit Tax Profile** (filing status, owners, last year's tax for the safe-harbor instalments) and **Schedule Consultation**, which e-mails you an invitation and tells your accountants.",
      ],
      where: ['tax'],
    },
    {
      id: 'screen-fraud',
      title: 'AI Fraud Detection',
      paragraphs: [
        '[AI Fraud Detection](/fraud-detection): **Deep Scan** runs the detectors over the books and sign-ins and shows its progress. **Recent Threats** lists what they found; **Filter** by type, severity and status, open **Details** for the records and risk factors, then **Investigate**, **Block Transaction** or **Mark as Safe** with a reason. **Export Threats CSV** downloads the list. **Prevention Measures** shows which controls the company has, such as two-factor sign-in (**Require 2FA**) and a lock date (**Set Lock Date**).',
      ],
      where: ['fraud'],
    },
    {
      id: 'screen-compliance',
      title: 'Compliance Monitor',
      paragraphs: [
        '[Compliance Monitor](/compliance-monitor): **Run Check** checks the controls, the books, the taxes and privacy of the open company and scores each area: 98% and above is compliant, 90 to 97 needs attention, below 90 is non-compliant. Each alert says what is wrong and what to do; **Resolve** it once fixed. **Upcoming deadlines** lists the returns and deposits due; **Mark Filed** records one as filed. **Record document** keeps a policy or notice on file, **Record access review** records that you reviewed who may see payroll, and **Export Compliance Report** downloads the latest check.',
      ],
      where: ['compliance'],
    },
    {
      id: 'screen-models',
      title: '3D Financial Models',
      paragraphs: [
        "[3D Financial Models](/3d-financial-models): choose a model (**Revenue Forecast**, **Cash Flow**, **Profitability** or **Risk Assessment**), set the **Forecast Horizon** and the **Time Range** of history under **Model Parameters**, and read the forecast with its band and its measured accuracy under **Model Statistics**. The 3D view turns with **Rotate left** and **Rotate right**, **Zoom in** and **Zoom out**, and **Reset view**. **Export Model** downloads the model's settings and figures.",
      ],
      where: ['models'],
    },
    {
      id: 'screen-assistant',
      title: 'AI Assistant',
      paragraphs: [
        '[AI Assistant](/ai-assistant): type a question about your books and press Enter (Shift+Enter starts a new line), or pick one of the quick actions: "analyze cash flow for last quarter", "what tax deductions am I missing" and "generate monthly financial report". Each answer states its figures with their period and links to the report or records behind them; the monthly report is a PDF to download. Ask "how do I…" and it answers from this manual.',
      ],
      where: ['conversations'],
    },
    {
      id: 'screen-conversations',
      title: 'Conversations',
      paragraphs: [
        '[Conversations](/conversations) lists your conversations with the assistant in the open company; nobody else sees them. **Search conversations** finds one by its text, **Filter by type** narrows to analysis, tax, payroll or fraud, and **Sort by** orders them by date or length. **Reopen** a conversation to continue it, **Mark resolved** once it answered what you needed, and **New Conversation** starts another.',
      ],
      where: ['conversations'],
    },
    {
      id: 'screen-training',
      title: 'AI Training Center',
      paragraphs: [
        '[AI Training Center](/ai-training): five modules of lessons on bookkeeping, payroll, tax, analysis and fraud. **Search modules** by title, description or category, open a module, **Start Lesson**, and **Check Answers** at the end; **My Progress** shows what you have completed. Your progress is your own and follows you into every company. Once every lesson of a module is done, **Take Assessment** on the **Certifications** tab: ten questions, 70% to pass, and a new paper on each retake. A pass gives a certificate: **Download Certificate** for the PDF, whose verification code anyone can check at the public verification page without signing in.',
      ],
      where: ['training'],
    },
    {
      id: 'screen-cpa',
      title: 'CPA Services',
      paragraphs: [
        "[CPA Services](/cpa-services) is for an accounting practice: open it in your practice's own company. **Service Offerings** is your catalogue (it starts from a **Starter catalogue** you edit): **Edit** a service's title, price, duration and features and **Save**, **Add Service**, or **Request Quote** to send a quote request to the practice's members. **Client Portfolio** lists the client companies you are a member of with their live health, and the clients you add with **Add Client**; **View** one for its month-end checklist, which ticks itself as the client's books are closed. **Team & Credentials** holds each member's licences, **Analytics** the practice's figures, and **Schedule Consultation** books a meeting with a client by e-mail.",
      ],
      where: ['cpa'],
    },
  ],
};
