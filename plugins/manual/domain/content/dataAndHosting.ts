import type { ManualTabInput } from './schema';

/** Connecting a bank through SimpleFIN, working offline, and running Keel yourself. */
export const dataAndHosting: ManualTabInput = {
  id: 'data-and-hosting',
  label: 'Banks, Offline & Hosting',
  description: 'Bank connections, working without a network, and running your own Keel server.',
  sections: [
    {
      id: 'connect-bank-simplefin',
      title: 'Connect a bank through SimpleFIN',
      paragraphs: [
        'Keel reads bank transactions through SimpleFIN Bridge, a service you sign up to yourself and that connects to your bank. Keel never sees your bank password.',
      ],
      steps: [
        'Follow **Create a setup token at SimpleFIN Bridge** in the **Connect Bank** dialog of [AI Bookkeeping](/bookkeeping), connect your bank there and copy the setup token it gives you.',
        'Back in Keel, choose the **Bank Name** and the **Account Type**, paste the token into **SimpleFIN setup token** and click **Connect Bank**. Each account of that bank is added to the chart of accounts as a live account.',
        'From then on **Auto-Sync Banks** imports the new lines of every live account; lines already in the books are not imported twice. A token works once: if SimpleFIN refuses it, create a new one.',
      ],
      where: ['bookkeeping'],
    },
    {
      id: 'offline-use',
      title: 'Working offline',
      paragraphs: [
        "Keel keeps a copy of each company you open in your browser, so when the network drops you keep working: the header's sync status shows **Offline** with the number of changes pending. When the connection comes back, your changes and those of your colleagues are merged and the status returns to **Synced**. Work done through the server, such as a payroll run, a bank sync or an analysis, needs the connection.",
        'The offline copy is deleted from the browser when you sign out with no changes pending, and when you lose access to a company. Do not work offline on a shared computer you will not sign out of.',
      ],
      where: ['core'],
    },
    {
      id: 'self-hosting',
      title: 'Running Keel yourself (self-hosting)',
      paragraphs: [
        'To host Keel yourself you need one machine with Node.js 20.19 or later: Keel is a single process. On your server, `npm start` installs, builds and serves Keel on port 8787 with a demo company and prints its sign-in. Its data are JSON files under `DATA_DIR` (./data unless set): back them up by copying the folder.',
        'The settings are environment variables: `PORT` (the HTTP port), `PUBLIC_URL` (the address people open, used in e-mailed links), `SMTP_URL` (send mail through your SMTP server; without it e-mails are written to the outbox folder and shown under **E-mails sent to you**), `KEEL_SECRET` (the key for secrets kept encrypted, such as bank access) and, for the assistant, `OPENAI_BASE_URL`, `OPENAI_MODEL` and `OPENAI_API_KEY` (any OpenAI-compatible server, a local one included). Put a TLS proxy in front of it for access over the internet.',
      ],
      where: ['core'],
    },
  ],
};
