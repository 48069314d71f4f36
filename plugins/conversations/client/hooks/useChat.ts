import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClock, useToast, useUser } from '@keel/core/client';
import type { ChatMessage } from '../../domain/schema';
import { askStreaming } from '../askStreaming';
import { assistantApi } from '../assistantApi';

/** The query parameter naming the conversation on screen. */
export const CONVERSATION_PARAM = 'conversation';
/** The query parameter of a question to ask at once (from the header's search). */
export const ASK_PARAM = 'ask';

const GREETING =
  "Hello! I'm your AI financial assistant. I answer from your company's books: ask me about revenue, expenses, cash flow, balances, payroll, or for the monthly financial report.";

function localMessage(role: ChatMessage['role'], content: string, timestamp: string): ChatMessage {
  return {
    role,
    content,
    timestamp,
    figures: [],
    sources: [],
    table: null,
    tools: [],
    answeredBy: null,
    note: null,
    type: null,
  };
}

/**
 * The chat: the greeting, the conversation named in the URL (reopened from the server), and send,
 * which appends the question at once, waits for the answer and names the conversation in the URL.
 * With `streamed` (a model writes the answers), the model's draft is shown as it is written.
 */
export function useChat(companyId: string | null, streamed = false) {
  const user = useUser();
  const clock = useClock();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get(CONVERSATION_PARAM);
  const [greeting] = useState(() => localMessage('assistant', GREETING, clock.now().toISOString()));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [draft, setDraft] = useState('');

  useEffect(() => {
    if (!companyId || !conversationId || conversationId === loaded) return;
    let live = true;
    assistantApi.conversation(companyId, conversationId).then(
      ({ conversation }) => {
        if (!live) return;
        setMessages(conversation.messages);
        setLoaded(conversation.id);
      },
      () => {
        if (!live) return;
        toast({
          title: 'Error',
          description: 'That conversation could not be opened.',
          variant: 'destructive',
        });
        setParams({}, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [companyId, conversationId, loaded, setParams, toast]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || !user.id || !companyId || pending) return false;
      setMessages((m) => [...m, localMessage('user', message, clock.now().toISOString())]);
      setPending(true);
      setDraft('');
      try {
        const body = {
          userId: user.id,
          companyId,
          message,
          context: 'AI Assistant conversation',
          ...(conversationId ? { conversationId } : {}),
        };
        const answer = streamed
          ? await askStreaming(body, (text) => setDraft((d) => d + text))
          : await assistantApi.ask(body);
        setMessages((m) => [...m, answer.message]);
        setLoaded(answer.conversationId);
        if (answer.conversationId !== conversationId)
          setParams({ [CONVERSATION_PARAM]: answer.conversationId }, { replace: true });
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      } finally {
        setPending(false);
        setDraft('');
      }
      return true;
    },
    [user.id, companyId, pending, clock, conversationId, setParams, toast, streamed],
  );

  // A question handed over by the header's search: asked once, in a new conversation.
  const handedOver = params.get(ASK_PARAM);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!handedOver || !companyId || asked.current === handedOver) return;
    asked.current = handedOver;
    setParams({}, { replace: true });
    void send(handedOver);
  }, [handedOver, companyId, send, setParams]);

  const startOver = useCallback(() => {
    setMessages([]);
    setLoaded(null);
    setParams({}, { replace: false });
  }, [setParams]);

  return { messages: [greeting, ...messages], pending, draft, send, startOver, conversationId };
}
