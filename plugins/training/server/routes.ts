import type { Context } from 'koa';
import type { ServerPluginContext } from '@keel/core/server';
import { trainingCatalog } from '../domain/catalog/catalog';
import { LESSON_COMPLETED, LESSON_STARTED, notYetMessage } from '../domain/messages';
import { completeLesson, startLesson, type FieldRefusal } from '../domain/progress/progress';
import { summarizeProgress } from '../domain/progress/summary';
import { trainingModules } from '../domain/public';
import { trainingRoutes } from '../domain/routes';
import { learnerProgressStore } from './learnerProgress';
import { parseBodyOr400 } from './requestBody';

function refuse(ctx: Context, { field, message }: FieldRefusal): void {
  ctx.status = 400;
  ctx.body = { error: `${field}: ${message}`, fields: { [field]: message } };
}

/**
 * The signed-in person, when the body's `userId` (spec 000 §7) is absent or theirs; otherwise a
 * 400 naming it, since nobody records training for someone else.
 */
async function learnerOf(
  ctx: Context,
  auth: ServerPluginContext['auth'],
  userId: string | undefined,
): Promise<string | null> {
  const me = await auth.requireUser(ctx);
  if (userId === undefined || userId === me.userId) return me.userId;
  refuse(ctx, { ok: false, field: 'userId', message: 'This is not your user id' });
  return null;
}

/** GET /modules and /progress, POST /start-lesson and /complete-lesson under /api/training. */
export function registerTrainingRoutes({ router, auth, records, clock }: ServerPluginContext) {
  const progress = learnerProgressStore(records);

  router.get(trainingRoutes.modules.path, (ctx) => {
    ctx.body = { modules: trainingModules };
  });

  router.get(trainingRoutes.progress.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    ctx.body = summarizeProgress(trainingCatalog, await progress.read(userId));
  });

  router.post(trainingRoutes.startLesson.path, async (ctx) => {
    const body = parseBodyOr400(ctx, trainingRoutes.startLesson.body);
    if (!body) return;
    const userId = await learnerOf(ctx, auth, body.userId);
    if (userId === null) return;
    const { moduleId, lessonId } = body;
    const now = clock.now().toISOString();
    const result = await progress.change(userId, (current) =>
      startLesson(trainingCatalog, current, moduleId, lessonId, now),
    );
    if (!result.ok) return refuse(ctx, result);
    ctx.body = {
      message: LESSON_STARTED,
      progress: summarizeProgress(trainingCatalog, result.progress),
    };
  });

  router.post(trainingRoutes.completeLesson.path, async (ctx) => {
    const body = parseBodyOr400(ctx, trainingRoutes.completeLesson.body);
    if (!body) return;
    const userId = await learnerOf(ctx, auth, body.userId);
    if (userId === null) return;
    const { moduleId, lessonId, answers } = body;
    const now = clock.now().toISOString();
    const result = await progress.change(userId, (current) =>
      completeLesson(trainingCatalog, current, moduleId, lessonId, answers, now),
    );
    if (!result.ok) return refuse(ctx, result);
    const right = result.results.filter((r) => r.correct).length;
    ctx.body = {
      passed: result.passed,
      message: result.passed ? LESSON_COMPLETED : notYetMessage(right, result.results.length),
      results: result.results,
      progress: summarizeProgress(trainingCatalog, result.progress),
    };
  });
}
