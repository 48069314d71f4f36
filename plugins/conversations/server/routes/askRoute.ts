import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { z } from 'zod';
import type { MemberContext } from '@keel/core/server';
import { conversationsRoutes } from '../../domain/routes';
import {
  askBodySchema,
  type AskAnswer,
  type ChatMessage,
  type Conversation,
} from '../../domain/schema';
import { answerQuestion } from '../engine/answerQuestion';
import { toolContextFor } from '../engine/toolContext';
import { modelConfig } from '../model/modelConfig';
import { modelEnabled } from '../settings/assistantSettings';
import { badRequest, bodyOf, refuse } from './badRequest';
import { turnKey, type RouteDeps } from './routeDeps';

const TITLE_MAX = 80;

function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

/** A question as parsed: the message trimmed, the context defaulted. */
type Asked = z.output<typeof askBodySchema>;

/**
 * POST /api/conversations {userId, companyId, message, context, conversationId?}: answers the
 * question from the books (or a model over them), and stores both in the member's conversation.
 * POST /api/conversations/stream takes the same body and answers server-sent events: `text` with
 * each piece a model writes (a draft: its figures are not checked yet), then `answer` with the
 * checked answer as the JSON route gives it, or `error`.
 */
export function registerAskRoute({ plugin, store, monthlyReportPath, inTurn }: RouteDeps): void {
  const { router, auth, services, clock, data } = plugin;

  /** The question and its member, or null once it has answered the refusal. */
  async function accept(ctx: Context): Promise<{ body: Asked; member: MemberContext } | null> {
    const parsed = conversationsRoutes.ask.body.safeParse(bodyOf(ctx));
    if (!parsed.success) {
      badRequest(ctx, parsed.error);
      return null;
    }
    const body = parsed.data;
    const member = await auth.requireMember(ctx, body.companyId);
    if (body.userId !== member.userId) {
      refuse(ctx, 403, 'userId', 'You can only ask as yourself');
      return null;
    }
    if (
      body.conversationId &&
      !(await store.get(member.companyId, member.userId, body.conversationId))
    ) {
      refuse(ctx, 404, 'conversationId', 'No such conversation');
      return null;
    }
    return { body, member };
  }

  /** Answers the question and stores it with its answer; null when the conversation is gone. */
  async function answerAndStore(
    body: Asked,
    member: MemberContext,
    onText: (text: string) => void,
  ): Promise<AskAnswer | null> {
    const { companyId, userId } = member;
    const conversationId = body.conversationId ?? randomUUID();
    const answered = await inTurn(turnKey(companyId, userId, conversationId), async () => {
      const now = clock.now().toISOString();
      let conversation: Conversation | null = null;
      if (body.conversationId) {
        conversation = await store.get(companyId, userId, body.conversationId);
        if (!conversation) return null;
      }
      const history = conversation?.messages ?? [];
      const previous =
        [...history].reverse().find((m) => m.role === 'assistant' && m.tools.length > 0)
          ?.tools[0] ?? null;
      const config = modelConfig();
      const model = config && (await modelEnabled(data, companyId)) ? config : null;
      const tools = toolContextFor(member, services, clock, (month) =>
        monthlyReportPath(companyId, month),
      );
      const reply = await answerQuestion({
        ctx: tools,
        question: body.message,
        history,
        previous,
        model,
        onText,
      });
      const asked: ChatMessage = {
        role: 'user',
        content: body.message,
        timestamp: now,
        figures: [],
        sources: [],
        table: null,
        tools: [],
        answeredBy: null,
        note: null,
        type: null,
      };
      const answer: ChatMessage = {
        role: 'assistant',
        content: reply.text,
        timestamp: clock.now().toISOString(),
        figures: reply.figures,
        sources: reply.sources,
        table: reply.table,
        tools: reply.tools,
        answeredBy: reply.answeredBy,
        note: reply.note,
        type: reply.type,
      };
      await store.save({
        id: conversationId,
        userId,
        companyId,
        title: conversation?.title ?? titleOf(body.message),
        context: conversation?.context ?? body.context,
        createdAt: conversation?.createdAt ?? now,
        updatedAt: answer.timestamp,
        resolved: conversation?.resolved ?? false,
        messages: [...history, asked, answer],
      });
      return answer;
    });
    if (!answered) return null;
    return {
      response: answered.content,
      conversationId,
      figures: answered.figures,
      sources: answered.sources,
      message: answered,
    };
  }

  router.post(conversationsRoutes.ask.path, async (ctx) => {
    const accepted = await accept(ctx);
    if (!accepted) return;
    const answer = await answerAndStore(accepted.body, accepted.member, () => undefined);
    if (!answer) return refuse(ctx, 404, 'conversationId', 'No such conversation');
    ctx.body = answer;
  });

  router.post(conversationsRoutes.askStream.path, async (ctx) => {
    const accepted = await accept(ctx);
    if (!accepted) return;
    const stream = new PassThrough();
    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;
    const send = (event: string, value: unknown) =>
      stream.write(`event: ${event}\ndata: ${JSON.stringify(value)}\n\n`);
    // Not awaited: Koa sends the headers and pipes the stream once this handler returns.
    void answerAndStore(accepted.body, accepted.member, (text) => send('text', { text }))
      .then(
        (answer) =>
          answer
            ? send('answer', answer)
            : send('error', { error: 'conversationId: No such conversation' }),
        (error: unknown) => {
          plugin.log('error', 'The assistant could not answer', { error: String(error) });
          send('error', { error: 'The assistant could not answer' });
        },
      )
      .finally(() => stream.end());
  });
}
