import type { Context } from 'koa';
import { portfolioServiceRef } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { trainingCatalog } from '../domain/catalog/catalog';
import { LESSON_COMPLETED, LESSON_STARTED, notYetMessage } from '../domain/messages';
import {
  completeLesson,
  completeSimulation,
  findOpenLesson,
  startLesson,
} from '../domain/progress/progress';
import { checkTask } from '../domain/simulation/tasks';
import { summarizeProgress } from '../domain/progress/summary';
import { trainingModules } from '../domain/public';
import { trainingRoutes } from '../domain/routes';
import { assessmentStore } from './assessmentRoutes';
import { learnerProgressStore } from './learnerProgress';
import { refuse } from './refuse';
import { parseBodyOr400 } from './requestBody';
import { sandboxFacts, sandboxStore } from './sandbox';

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
  refuse(ctx, { field: 'userId', message: 'This is not your user id' });
  return null;
}

/**
 * GET /modules and /progress, POST /start-lesson and /complete-lesson under /api/training; a
 * simulation lesson starts in the learner's sandbox company and completes when its task is done
 * there, as read through the ledger service.
 */
export function registerTrainingRoutes({
  router,
  auth,
  records,
  clock,
  services,
}: ServerPluginContext) {
  const progress = learnerProgressStore(records);
  const assessments = assessmentStore(records);
  const readers = {
    ledger: services.get(ledgerServiceRef),
    payroll: services.get(payrollFactsRef),
  };
  const sandboxes = sandboxStore(records, services.get(portfolioServiceRef), readers);

  router.get(trainingRoutes.modules.path, (ctx) => {
    ctx.body = { modules: trainingModules };
  });

  router.get(trainingRoutes.progress.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    const [lessons, sat] = await Promise.all([progress.read(userId), assessments.read(userId)]);
    ctx.body = summarizeProgress(trainingCatalog, lessons, sat);
  });

  router.post(trainingRoutes.startLesson.path, async (ctx) => {
    const body = parseBodyOr400(ctx, trainingRoutes.startLesson.body);
    if (!body) return;
    const userId = await learnerOf(ctx, auth, body.userId);
    if (userId === null) return;
    const { moduleId, lessonId, companyId } = body;
    const found = findOpenLesson(trainingCatalog, await progress.read(userId), moduleId, lessonId);
    if (!found.ok) return refuse(ctx, found);
    let sandbox = null;
    if (found.lesson.task) {
      const opened = await sandboxes.open(
        await auth.requireUser(ctx),
        companyId,
        moduleId,
        lessonId,
        found.lesson.task,
      );
      if (!opened.ok) return refuse(ctx, opened);
      sandbox = { companyId: opened.sandbox.companyId, name: opened.sandbox.name };
    }
    const now = clock.now().toISOString();
    const result = await progress.change(userId, (current) =>
      startLesson(trainingCatalog, current, moduleId, lessonId, now),
    );
    if (!result.ok) return refuse(ctx, result);
    ctx.body = {
      message: LESSON_STARTED,
      sandbox,
      progress: summarizeProgress(trainingCatalog, result.progress, await assessments.read(userId)),
    };
  });

  router.post(trainingRoutes.completeLesson.path, async (ctx) => {
    const body = parseBodyOr400(ctx, trainingRoutes.completeLesson.body);
    if (!body) return;
    const userId = await learnerOf(ctx, auth, body.userId);
    if (userId === null) return;
    const { moduleId, lessonId, answers, companyId } = body;
    const now = clock.now().toISOString();
    const found = findOpenLesson(trainingCatalog, await progress.read(userId), moduleId, lessonId);
    if (!found.ok) return refuse(ctx, found);
    if (found.lesson.type === 'simulation') {
      const { lesson } = found;
      const start = await sandboxes.baseline(userId, companyId, moduleId, lessonId, lesson.title);
      if (!start.ok) return refuse(ctx, start);
      const task = checkTask(start.baseline, await sandboxFacts(readers, start.companyId));
      const checked = await progress.change(userId, (current) =>
        completeSimulation(trainingCatalog, current, moduleId, lessonId, task, now),
      );
      if (!checked.ok) return refuse(ctx, checked);
      const sat = await assessments.read(userId);
      ctx.body = {
        passed: checked.passed,
        message: checked.passed ? LESSON_COMPLETED : task.message,
        results: [],
        task,
        progress: summarizeProgress(trainingCatalog, checked.progress, sat),
      };
      return;
    }
    const result = await progress.change(userId, (current) =>
      completeLesson(trainingCatalog, current, moduleId, lessonId, answers, now),
    );
    if (!result.ok) return refuse(ctx, result);
    const right = result.results.filter((r) => r.correct).length;
    ctx.body = {
      passed: result.passed,
      message: result.passed ? LESSON_COMPLETED : notYetMessage(right, result.results.length),
      results: result.results,
      task: null,
      progress: summarizeProgress(trainingCatalog, result.progress, await assessments.read(userId)),
    };
  });
}
