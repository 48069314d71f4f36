import { recordIdSchema } from '@keel/core/domain';
import { conversationsRoutes } from '../../domain/routes';
import { answerFromBooks } from '../answers/answerFromBooks';
import { toolContextFor } from '../engine/toolContext';
import { badRequest, bodyOf } from './badRequest';
import type { RouteDeps } from './routeDeps';

/**
 * POST /api/conversations/companies/{companyId}/answer {message}: the books' answer to a question
 * typed in the header's search, shown there in place. Nothing is stored and no model is asked: the
 * search asks as the person types.
 */
export function registerQuickAnswerRoute({ plugin, monthlyReportPath }: RouteDeps): void {
  const { router, auth, services, clock } = plugin;
  router.post(conversationsRoutes.quickAnswer.path, async (ctx) => {
    const companyId = recordIdSchema.safeParse(ctx.params.companyId);
    if (!companyId.success) return badRequest(ctx, companyId.error);
    const member = await auth.requireMember(ctx, companyId.data);
    const body = conversationsRoutes.quickAnswer.body.safeParse(bodyOf(ctx));
    if (!body.success) return badRequest(ctx, body.error);
    const tools = toolContextFor(member, services, clock, (month) =>
      monthlyReportPath(member.companyId, month),
    );
    const reply = await answerFromBooks(tools, body.data.message, null);
    ctx.body = { response: reply.text, figures: reply.figures, sources: reply.sources };
  });
}
