import { Link } from 'react-router-dom';
import { Badge, Button, EmptyState, type BadgeTone } from '@keel/core/client';
import type { ConversationSummary, ConversationType } from '../../domain/schema';

const TONES: Record<ConversationType, BadgeTone> = {
  analysis: 'info',
  tax: 'warning',
  payroll: 'primary',
  fraud: 'danger',
  general: 'neutral',
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The member's conversations: each opens in the chat, can be marked resolved or deleted. */
export function ConversationList({
  conversations,
  onResolve,
  onDelete,
  searching,
}: {
  conversations: readonly ConversationSummary[];
  onResolve: (c: ConversationSummary, resolved: boolean) => void;
  onDelete: (c: ConversationSummary) => void;
  searching: boolean;
}) {
  if (conversations.length === 0)
    return (
      <EmptyState title={searching ? 'No conversation matches' : 'No conversations yet'}>
        {searching
          ? 'Try other words, or another type.'
          : 'Ask the AI Assistant a question about your books; the conversation is kept here.'}
      </EmptyState>
    );
  return (
    <ul className="conversations-list" aria-label="Conversations">
      {conversations.map((c) => (
        <li key={c.id} className="conversations-item">
          <div>
            <h3>
              <Link to={`/ai-assistant?conversation=${encodeURIComponent(c.id)}`}>{c.title}</Link>
            </h3>
            <p>
              <Badge tone={TONES[c.type]}>{c.type}</Badge>{' '}
              {c.resolved && <Badge tone="success">resolved</Badge>}{' '}
              <span className="k-muted">
                {dateOf(c.updatedAt)} · {c.messageCount} messages
              </span>
            </p>
            {c.preview && <p className="k-muted">{c.preview}</p>}
          </div>
          <div className="conversations-item-actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onResolve(c, !c.resolved)}
              aria-label={`${c.resolved ? 'Reopen' : 'Mark resolved'}: ${c.title}`}
            >
              {c.resolved ? 'Reopen' : 'Mark resolved'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete(c)}
              aria-label={`Delete: ${c.title}`}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
