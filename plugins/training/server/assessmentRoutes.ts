import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'koa';
import type { ServerPluginContext } from '@keel/core/server';
import { attemptQuestions, startAttempt, submitAttempt } from '../domain/assessment/assessment';
import {
  learnerAssessmentsSchema,
  noAssessments,
  PASS_MARK_PERCENT,
} from '../domain/assessment/schema';
import { trainingCatalog } from '../domain/catalog/catalog';
import { certificateCode } from '../domain/certificates/code';
import { heldCertificates, summarizeProgress } from '../domain/progress/summary';
import { trainingRoutes } from '../domain/routes';
import { assessmentMessage } from '../domain/messages';
import type { Certificate } from '../domain/certificates/schema';
import { certificateStore } from './certificateStore';
import { learnerProgressStore, serialRecordStore } from './learnerProgress';
import { parseBodyOr400 } from './requestBody';
import { refuse } from './refuse';

/** The path's module id when the catalog has it; otherwise null after answering 400 naming it. */
function knownModuleOr400(ctx: Context): string | null {
  const moduleId = String(ctx.params.moduleId);
  if (trainingCatalog.some((m) => m.id === moduleId)) return moduleId;
  refuse(ctx, { field: 'moduleId', message: `There is no module ${moduleId}` });
  return null;
}

/** The learner's assessments, one record per user id. */
export function assessmentStore(records: ServerPluginContext['records']) {
  return serialRecordStore(records, 'assessments', learnerAssessmentsSchema, noAssessments);
}

/**
 * POST /assessments/:moduleId/attempts draws an attempt's questions (without their answers);
 * POST /assessments/:moduleId grades it on the server and, on a pass, issues the certificate.
 */
export function registerAssessmentRoutes({ router, auth, records, clock }: ServerPluginContext) {
  const progress = learnerProgressStore(records);
  const assessments = assessmentStore(records);
  const certificates = certificateStore(records);

  router.post(trainingRoutes.startAssessment.path, async (ctx) => {
    const { userId } = await auth.requireUser(ctx);
    const moduleId = knownModuleOr400(ctx);
    if (moduleId === null) return;
    const lessons = await progress.read(userId);
    const attemptId = randomBytes(12).toString('base64url');
    const now = clock.now().toISOString();
    const result = await assessments.change(
      userId,
      (current) =>
        startAttempt(trainingCatalog, lessons, current, moduleId, attemptId, now, randomInt),
      (started) => started.assessments,
    );
    if (!result.ok) return refuse(ctx, result);
    ctx.body = {
      moduleId,
      attemptId: result.attempt.id,
      passMark: PASS_MARK_PERCENT,
      questions: attemptQuestions(result.module, result.attempt).map(({ id, question }) => ({
        id,
        prompt: question.prompt,
        choices: question.choices,
      })),
    };
  });

  router.post(trainingRoutes.submitAssessment.path, async (ctx) => {
    const me = await auth.requireUser(ctx);
    const moduleId = knownModuleOr400(ctx);
    if (moduleId === null) return;
    const body = parseBodyOr400(ctx, trainingRoutes.submitAssessment.body);
    if (!body) return;
    const lessons = await progress.read(me.userId);
    const now = clock.now().toISOString();
    const code = await certificates.freeCode(() => certificateCode(randomBytes(12)));
    const result = await assessments.change(
      me.userId,
      async (current) => {
        const graded = submitAttempt(
          trainingCatalog,
          lessons,
          current,
          moduleId,
          body.attemptId,
          body.answers,
          now,
          code,
        );
        // The certificate is stored before the learner's record names it, so a code a learner
        // holds always verifies.
        if (graded.ok && graded.passed) {
          const certificate: Certificate = {
            code,
            userId: me.userId,
            name: `${me.firstName} ${me.lastName}`.trim(),
            moduleId,
            moduleTitle: graded.module.title,
            issuedOn: now.slice(0, 10),
            right: graded.right,
            asked: graded.asked,
          };
          await certificates.put(certificate);
        }
        return graded;
      },
      (graded) => graded.assessments,
    );
    if (!result.ok) return refuse(ctx, result);
    const scorePercent = Math.round((result.right / result.asked) * 100);
    ctx.body = {
      passed: result.passed,
      message: assessmentMessage(result.passed, scorePercent, result.module.title),
      right: result.right,
      asked: result.asked,
      scorePercent,
      passMark: PASS_MARK_PERCENT,
      correct: result.correct,
      certificate: result.passed
        ? (heldCertificates(trainingCatalog, result.assessments).find(
            (c) => c.moduleId === moduleId,
          ) ?? null)
        : null,
      progress: summarizeProgress(trainingCatalog, lessons, result.assessments),
    };
  });
}
