import { useEffect, useRef, useState } from 'react';
import { Button, Card } from '@keel/core/client';
import { AssistantStatusPanel, statusText } from '../components/AssistantStatusPanel';
import { ChatMessageView } from '../components/ChatMessageView';
import { MessageBox } from '../components/MessageBox';
import { QuickActions } from '../components/QuickActions';
import { useAssistantStatus } from '../hooks/useAssistantStatus';
import { useChat } from '../hooks/useChat';
import { useCompanyId } from '../hooks/useCompanyId';
import '../conversations.css';

/** The AI assistant chat (spec 2.6): answers computed from the books, kept as a conversation. */
export default function AssistantPage() {
  const companyId = useCompanyId();
  const { status, setModelEnabled } = useAssistantStatus(companyId);
  const chat = useChat(companyId, statusText(status).online);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending, chat.draft]);

  const send = () => {
    const text = draft;
    if (!text.trim() || chat.pending) return;
    setDraft('');
    void chat.send(text);
  };

  return (
    <div className="assistant-layout">
      <Card
        title="AI Assistant"
        className="assistant-chat"
        actions={
          <Button variant="secondary" size="sm" onClick={chat.startOver} disabled={chat.pending}>
            New Conversation
          </Button>
        }
      >
        <div
          className="assistant-log"
          role="log"
          aria-label="Conversation"
          aria-busy={chat.pending}
        >
          {chat.messages.map((m, i) => (
            <ChatMessageView
              key={`${m.timestamp}-${i}`}
              message={m}
              modelName={status?.modelName ?? null}
            />
          ))}
          {chat.pending && chat.draft && (
            <article
              className="assistant-message assistant-message--draft"
              aria-label="Assistant, writing"
            >
              <p className="assistant-message-text">{chat.draft}</p>
              <p className="assistant-note">
                Being written by {status?.modelName ?? 'the language model'}: its figures are
                checked against your books before the answer is kept.
              </p>
            </article>
          )}
          {chat.pending && !chat.draft && (
            <p className="assistant-thinking" role="status">
              Working it out from your books…
            </p>
          )}
          <div ref={end} />
        </div>
        <QuickActions onPick={setDraft} disabled={chat.pending} />
        <MessageBox value={draft} onChange={setDraft} onSend={send} pending={chat.pending} />
      </Card>
      <AssistantStatusPanel status={status} onModelEnabled={setModelEnabled} />
    </div>
  );
}
