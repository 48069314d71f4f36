import type { ManualTabInput } from './schema';

/** Spec 001's Support FAQ: how accurate the figures are and how the data is secured, truly. */
export const support: ManualTabInput = {
  id: 'support',
  label: 'Support',
  description: 'Answers to the questions people ask most, and where to get help.',
  sections: [
    {
      id: 'faq-accuracy',
      title: 'How accurate are the figures?',
      paragraphs: [
        'The figures of the books, payroll and taxes are calculations, not estimates: they are exact to the cent for what is recorded, and only as right as what was recorded. A transaction in the wrong account gives a wrong report; reconciling every bank account is how you know the books match the bank.',
        'Three things are estimates, and the screens say so: forecasts on [3D Financial Models](/3d-financial-models) (their accuracy is measured on your own history and shown beside them), fraud threats (each is a reason to look, with the records behind it, not a verdict) and state taxes where Keel has no exact module (labelled as an estimate). The assistant states only figures its calculations gave.',
      ],
      where: ['models'],
    },
    {
      id: 'faq-security',
      title: 'How is my data secured?',
      paragraphs: [
        'Passwords are stored only as Argon2id hashes, and sessions are kept on the server. Every change is checked by the server against your role in that company, and a role that may not read payroll never receives payroll data, not even in the browser. Two-factor sign-in can be required of every member, and each sign-in is recorded with its address and browser under **Recent sign-ins**.',
        "Bank access tokens and other secrets are encrypted at rest with the server's key. The data stay on the server that runs Keel, in files its operator can back up; Keel sends them nowhere else, and the assistant sends your figures to a language model only if the server is configured with one.",
      ],
      where: ['core'],
    },
    {
      id: 'getting-help',
      title: 'Getting help',
      paragraphs: [
        'Open this manual from the user menu with **Help & Support**, or ask the [AI Assistant](/ai-assistant) a question beginning "How do I…": it answers with the section of this manual that fits best. For a figure that looks wrong, open the records behind it from the assistant\'s answer or from the report. Problems with your Keel server go to the person who runs it.',
      ],
      where: ['core', 'conversations'],
    },
  ],
};
