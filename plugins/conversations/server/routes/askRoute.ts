import { randomUUID } from 'node:crypto';
import { conversationsRoutes } from '../../domain/routes';
import type { ChatMessage, Conversation } from '../../domain/schema';
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

/**
 * POST /api/conversations {userId, companyId, message, context, conversationId?}: answers the
 * question from the books (or a model over them), and stores both in the member's conversation.
 */
export function registerAskRoute({ plugin, store, monthlyReportPath, inTurn }: RouteDeps): void {
  const { router, auth, services, clock, data } = plugin;
  router.post(conversationsRoutes.ask.path, async (ctx) => {
    const parsed = conversationsRoutes.ask.body.safeParse(bodyOf(ctx));
    if (!parsed.success) return badRequest(ctx, parsed.error);
    const body = parsed.data;
    const member = await auth.requireMember(ctx, body.companyId);
    if (body.userId !== member.userId)
      return refuse(ctx, 403, 'userId', 'You can only ask as yourself');
    const { companyId, userId } = member;
    const conversationId = body.conversationId ?? randomUUID();
    const answer = await inTurn(turnKey(companyId, userId, conversationId), async () => {
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
      const answered: ChatMessage = {
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
      const next: Conversation = {
        id: conversationId,
        userId,
        companyId,
        title: conversation?.title ?? titleOf(body.message),
        context: conversation?.context ?? body.context,
        createdAt: conversation?.createdAt ?? now,
        updatedAt: answered.timestamp,
        resolved: conversation?.resolved ?? false,
        messages: [...history, asked, answered],
      };
      await store.save(next);
      return answered;
    });
    if (!answer) return refuse(ctx, 404, 'conversationId', 'No such conversation');
    ctx.body = {
      response: answer.content,
      conversationId,
      figures: answer.figures,
      sources: answer.sources,
      message: answer,
    };
  });
}
