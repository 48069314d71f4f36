import type { ServerPluginContext } from '@keel/core/server';
import { progressAnswer } from '../domain/progress/progress';
import { manualRoutes } from '../domain/routes';
import { readerProgressStore } from './readerProgress';
import { parseBodyOr400 } from './requestBody';

/** GET and POST /api/manual/progress: the signed-in person's tabs marked complete. */
export function registerManualRoutes({ router, auth, records }: ServerPluginContext) {
  const progress = readerProgressStore(records);

  router.get(manualRoutes.progress.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    ctx.body = progressAnswer(await progress.read(userId));
  });

  router.post(manualRoutes.markTab.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    const body = parseBodyOr400(ctx, manualRoutes.markTab.body);
    if (!body) return;
    ctx.body = progressAnswer(await progress.mark(userId, body.tabId, body.complete));
  });
}
