/**
 * "How do I…" questions a person asks, each with the sections of the user manual that answer it
 * (judged by reading the manual, before the set was run): an answer is right when the section it
 * quotes and links is one of them. An empty list: the manual has nothing on it, and the answer
 * must say so.
 */
export interface HowToQuestion {
  question: string;
  sections: string[];
}

export const howToSet: HowToQuestion[] = [
  {
    question: 'How do I connect my bank account?',
    sections: ['connect-bank-simplefin', 'connect-data'],
  },
  { question: 'How can I import a bank statement?', sections: ['connect-data', 'daily-review'] },
  {
    question: 'how do I record a cash sale by hand',
    sections: ['connect-data', 'screen-bookkeeping'],
  },
  { question: 'How do I reconcile my checking account?', sections: ['reconcile-bank-account'] },
  { question: 'How do I lock last month so nobody changes it?', sections: ['month-end-close'] },
  { question: 'where do I categorize bank transactions', sections: ['daily-review'] },
  { question: 'How do I run payroll?', sections: ['screen-payroll'] },
  { question: 'How can I add a new employee?', sections: ['screen-payroll'] },
  { question: 'where do I download paystubs', sections: ['screen-payroll'] },
  { question: 'How do I pay my taxes?', sections: ['screen-tax'] },
  {
    question: 'Where can I see upcoming tax deadlines?',
    sections: ['screen-tax', 'weekly-review'],
  },
  {
    question: 'How do I find tax deductions I am missing?',
    sections: ['screen-tax', 'ai-analysis'],
  },
  { question: 'How do I run a fraud scan?', sections: ['screen-fraud', 'ai-analysis'] },
  {
    question: 'How do I mark a threat as safe?',
    sections: ['screen-fraud', 'fraud-detection-method'],
  },
  {
    question: 'How do I read the colours of a fraud threat?',
    sections: ['fraud-detection-method'],
  },
  { question: 'How do I run a compliance check?', sections: ['screen-compliance', 'ai-analysis'] },
  { question: 'How do I export the compliance report?', sections: ['screen-compliance'] },
  { question: 'How do I forecast revenue?', sections: ['revenue-analysis', 'screen-models'] },
  {
    question: 'How can I export a financial model?',
    sections: ['screen-models', 'revenue-analysis'],
  },
  {
    question: 'How do I get the monthly financial report?',
    sections: ['month-end-close', 'screen-assistant'],
  },
  { question: 'Where do I find my old conversations?', sections: ['screen-conversations'] },
  {
    question: 'How do I start a training lesson?',
    sections: ['screen-training', 'training-beginner'],
  },
  { question: 'How do I invite my accountant?', sections: ['invites-and-roles'] },
  { question: "How can I change someone's role?", sections: ['invites-and-roles'] },
  { question: 'How do I turn on two-factor authentication?', sections: ['two-factor'] },
  { question: 'How do I make two-factor required for everyone?', sections: ['two-factor'] },
  { question: 'how can I sign in if I lost my phone?', sections: ['two-factor'] },
  { question: 'How do I reset my password?', sections: ['sign-in'] },
  { question: 'Where do I change my password?', sections: ['settings'] },
  { question: 'How do I switch to another company?', sections: ['switch-company'] },
  { question: 'How do I work offline?', sections: ['offline-use'] },
  { question: 'How do I host Keel on my own server?', sections: ['self-hosting'] },
  { question: 'How do I set up e-mail sending on my server?', sections: ['self-hosting'] },
  { question: 'How do I use voice commands?', sections: ['voice-commands'] },
  { question: 'How do I add a task for my accountant?', sections: ['screen-dashboard'] },
  { question: 'How to close the books at month end', sections: ['month-end-close'] },
  {
    question: 'where can I see who signed in to my account',
    sections: ['settings', 'faq-security'],
  },
  { question: 'how do I bake sourdough bread?', sections: [] },
  { question: 'how can I book a flight to Lisbon?', sections: [] },
];
