import { Badge, Card } from '@keel/core/client';
import type { AssistantStatus } from '../../domain/schema';

/** What the status says, truthfully: online with a model that answers, else from the books. */
export function statusText(status: AssistantStatus | null): {
  title: string;
  detail: string;
  online: boolean;
} {
  if (!status)
    return { title: 'Checking…', detail: 'Asking the server how answers are made.', online: false };
  if (status.modelConfigured && status.modelEnabled && status.modelReachable)
    return {
      title: 'Online & Ready',
      detail: `${status.modelName ?? 'A language model'} writes the answers; every figure is checked against your books.`,
      online: true,
    };
  const why = !status.modelConfigured
    ? 'No language model is configured on this server.'
    : !status.modelEnabled
      ? 'The language model is turned off for this company.'
      : `The language model (${status.modelName ?? 'configured'}) is not answering.`;
  return {
    title: 'Answering from your books',
    detail: `${why} Answers are computed from your books.`,
    online: false,
  };
}

/** The side panel: what the assistant can do, and how it answers right now. */
export function AssistantStatusPanel({
  status,
  onModelEnabled,
}: {
  status: AssistantStatus | null;
  onModelEnabled?: (enabled: boolean) => void;
}) {
  const text = statusText(status);
  return (
    <aside className="assistant-side" aria-label="Assistant">
      <Card title="Capabilities">
        <ul className="assistant-capabilities">
          <li>
            <strong>Bookkeeping automation</strong>: balances of your accounts, receivables and
            payables, and the monthly financial report as a PDF.
          </li>
          <li>
            <strong>Financial analysis</strong>: revenue, expenses, net income, cash flow, top
            expenses and comparisons of any two periods.
          </li>
          <li>
            <strong>Compliance monitoring</strong>:{' '}
            {status?.complianceAvailable
              ? 'the latest compliance check’s scores by area and its open alerts, from the Compliance Monitor.'
              : 'not available here, as the Compliance Monitor is not installed; the assistant says so rather than guess.'}
          </li>
        </ul>
      </Card>
      <Card title="Status">
        <p role="status">
          <Badge tone={text.online ? 'success' : 'info'}>{text.title}</Badge>
        </p>
        <p className="k-muted">{text.detail}</p>
        {status?.modelConfigured && status.mayChangeSetting && onModelEnabled && (
          <label className="assistant-setting">
            <input
              type="checkbox"
              checked={status.modelEnabled}
              onChange={(e) => onModelEnabled(e.target.checked)}
            />{' '}
            Use the language model for this company
          </label>
        )}
      </Card>
    </aside>
  );
}
