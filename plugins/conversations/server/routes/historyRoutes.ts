import { z } from 'zod';
import { recordIdSchema } from '@keel/core/domain';
import { summaryOf, matchesSearch, statsOf } from '../../domain/history/summaries';
import { conversationsRoutes } from '../../domain/routes';
import { listQuerySchema } from '../../domain/schema';
import { badRequest, bodyOf, refuse } from './badRequest';
import { turnKey, type RouteDeps } from './routeDeps';

/** A conversation's path and query: its id and its company. */
const oneSchema = z.object({ conversationId: recordIdSchema, companyId: recordIdSchema });

/**
 * GET /api/conversations?companyId=&q= (the member's conversations, searched, with the four
 * tiles), GET, PATCH {resolved} and DELETE /api/conversations/{id}?companyId=.
 */
export function registerHistoryRoutes({ plugin, store, inTurn }: RouteDeps): void {
  const { router, auth, clock } = plugin;

  router.get(conversationsRoutes.list.path, async (ctx) => {
    const parsed = listQuerySchema.safeParse(ctx.query);
    if (!parsed.success) return badRequest(ctx, parsed.error);
    const member = await auth.requireMember(ctx, parsed.data.companyId);
    const all = await store.list(member.companyId, member.userId);
    ctx.body = {
      conversations: all.filter((c) => matchesSearch(c, parsed.data.q)).map(summaryOf),
      stats: statsOf(all, clock.now().toISOString().slice(0, 7)),
    };
  });

  /** The conversation a request names, or null once it has answered 400 or 404. */
  async function named(ctx: Parameters<Parameters<typeof router.get>[1]>[0]) {
    const parsed = oneSchema.safeParse({ ...ctx.query, ...ctx.params });
    if (!parsed.success) {
      badRequest(ctx, parsed.error);
      return null;
    }
    const member = await auth.requireMember(ctx, parsed.data.companyId);
    const conversation = await store.get(
      member.companyId,
      member.userId,
      parsed.data.conversationId,
    );
    if (!conversation) refuse(ctx, 404, 'conversationId', 'No such conversation');
    return conversation;
  }

  router.get(conversationsRoutes.conversation.path, async (ctx) => {
    const conversation = await named(ctx);
    if (conversation) ctx.body = { conversation };
  });

  router.patch(conversationsRoutes.mark.path, async (ctx) => {
    const conversation = await named(ctx);
    if (!conversation) return;
    const body = conversationsRoutes.mark.body.safeParse(bodyOf(ctx));
    if (!body.success) return badRequest(ctx, body.error);
    const { companyId, userId, id } = conversation;
    ctx.body = await inTurn(turnKey(companyId, userId, id), async () => {
      // Read again in turn: a question answered meanwhile is kept.
      const latest = (await store.get(companyId, userId, id)) ?? conversation;
      const next = { ...latest, resolved: body.data.resolved };
      await store.save(next);
      return { conversation: next };
    });
  });

  router.delete(conversationsRoutes.remove.path, async (ctx) => {
    const conversation = await named(ctx);
    if (!conversation) return;
    const { companyId, userId, id } = conversation;
    await inTurn(turnKey(companyId, userId, id), () => store.remove(companyId, userId, id));
    ctx.body = { removed: true };
  });
}
