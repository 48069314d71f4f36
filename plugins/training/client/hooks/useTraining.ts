import { useCallback, useEffect, useState } from 'react';
import { apiFieldErrors, pluginApi } from '@keel/core/client';
import type { RouteAnswer } from '@keel/core/domain';
import type { ModuleView } from '../../domain/catalog/views';
import { trainingRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';

const api = pluginApi(plugin);

export type Progress = RouteAnswer<typeof trainingRoutes.progress>;
export type Completion = RouteAnswer<typeof trainingRoutes.completeLesson>;
export type LessonStart = RouteAnswer<typeof trainingRoutes.startLesson>;
/** A learner's training sandbox company. */
export type Sandbox = NonNullable<LessonStart['sandbox']>;
export type AssessmentPaper = RouteAnswer<typeof trainingRoutes.startAssessment>;
export type AssessmentResult = RouteAnswer<typeof trainingRoutes.submitAssessment>;

/** What a start or completion answered: the server's answer, or the refusal's message. */
export type Outcome<T> = { ok: true; answer: T } | { ok: false; message: string };

async function outcomeOf<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, answer: await call };
  } catch (error) {
    const fields = apiFieldErrors(error);
    const message =
      Object.values(fields)[0] ?? (error instanceof Error ? error.message : String(error));
    return { ok: false, message };
  }
}

/** The modules and the signed-in person's progress, with starting and completing lessons. */
export function useTraining() {
  const [modules, setModules] = useState<ModuleView[] | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([api.call(trainingRoutes.modules, {}), api.call(trainingRoutes.progress, {})]).then(
      ([listed, mine]) => {
        if (!live) return;
        setModules(listed.modules);
        setProgress(mine);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const start = useCallback(async (moduleId: string, lessonId: string) => {
    const outcome = await outcomeOf(
      api.call(trainingRoutes.startLesson, {}, { moduleId, lessonId }),
    );
    if (outcome.ok) setProgress(outcome.answer.progress);
    return outcome;
  }, []);

  /** Checks a lesson: its answers, or for a simulation its task in the sandbox `companyId`. */
  const complete = useCallback(
    async (moduleId: string, lessonId: string, answers: number[], companyId?: string) => {
      const outcome = await outcomeOf(
        api.call(trainingRoutes.completeLesson, {}, { moduleId, lessonId, answers, companyId }),
      );
      if (outcome.ok) setProgress(outcome.answer.progress);
      return outcome;
    },
    [],
  );

  const startAssessment = useCallback(
    (moduleId: string) => outcomeOf(api.call(trainingRoutes.startAssessment, { moduleId })),
    [],
  );

  const submitAssessment = useCallback(
    async (moduleId: string, attemptId: string, answers: number[]) => {
      const outcome = await outcomeOf(
        api.call(trainingRoutes.submitAssessment, { moduleId }, { attemptId, answers }),
      );
      if (outcome.ok) setProgress(outcome.answer.progress);
      return outcome;
    },
    [],
  );

  return { modules, progress, failed, start, complete, startAssessment, submitAssessment };
}
