import type { ManualTabInput } from './schema';

/** Spec 001's Quick Start: three steps and the voice command tip. */
export const quickStart: ManualTabInput = {
  id: 'quick-start',
  label: 'Quick Start',
  description: 'Three steps from an empty company to figures you can act on.',
  sections: [
    {
      id: 'connect-data',
      title: 'Step 1: Connect your data',
      paragraphs: [
        'Keel computes every figure from your own books, so the first step is getting transactions in. Open [AI Bookkeeping](/bookkeeping) and choose one of three ways.',
      ],
      steps: [
        '**Connect Bank** adds a bank account. Paste a **SimpleFIN setup token** and its transactions sync by themselves; leave it empty and bring the account in by statements.',
        '**Upload Statement** reads a bank statement file (CSV, Excel, OFX, QFX, QIF or PDF) and imports its lines; lines already in the books are skipped.',
        '**Add Transaction** records one transaction by hand, for cash sales or a bill paid outside the bank.',
      ],
      where: ['bookkeeping'],
    },
    {
      id: 'ai-analysis',
      title: 'Step 2: Let Keel analyse the books',
      paragraphs: [
        'Once there are transactions, three screens read them for you. Each runs on demand and shows its progress while it works.',
      ],
      steps: [
        '[AI Fraud Detection](/fraud-detection): **Deep Scan** looks for duplicate payments, unusual amounts and suspicious sign-ins.',
        '[Compliance Monitor](/compliance-monitor): **Run Check** scores your controls, books, taxes and privacy and lists what to fix.',
        '[Tax Optimization](/tax-optimization): **Run Analysis** looks for deductions and credits your books suggest you are missing.',
      ],
      where: ['fraud', 'compliance', 'tax'],
    },
    {
      id: 'get-insights',
      title: 'Step 3: Get insights',
      paragraphs: [
        '[AI Overview](/dashboard) shows the key figures of the open company, the tasks of your team and what needs attention. Ask the [AI Assistant](/ai-assistant) a question in plain words, such as "What was net income last quarter?": it answers with figures from the books and links to the records behind them.',
      ],
      where: ['dashboard', 'conversations'],
    },
    {
      id: 'voice-commands',
      title: 'Tip: use voice commands',
      paragraphs: [
        'Click **Voice Command** in the header and say the name of a page, for example "bookkeeping" or "payroll", to open it. It uses your browser\'s speech recognition, so it works where the browser supports it (Chrome and Edge do). From the keyboard, Ctrl K opens **Search Keel** over pages, settings, companies and records.',
      ],
      where: ['core'],
    },
  ],
};
