import { noAssessments, type LearnerAssessments } from '../assessment/schema';
import type { TrainingModule } from '../catalog/schema';
import type { HeldCertificate } from '../certificates/schema';
import { isModuleComplete, missingPrerequisites } from './progress';
import type { LearnerProgress } from './schema';

/** A module as one person sees it: how far they are, and what locks it. */
export interface ModuleStanding {
  moduleId: string;
  /** Passed lessons over all lessons, as a whole percentage. */
  progress: number;
  completed: boolean;
  /** Ids of the prerequisites not complete yet; empty when the module is open. */
  lockedBy: string[];
  startedLessons: string[];
  completedLessons: string[];
  assessment: AssessmentStanding;
}

/** How a person stands with a module's final assessment. */
export interface AssessmentStanding {
  attempts: number;
  bestScore: number | null;
  passed: boolean;
  open: boolean;
}

/** The four tiles of spec 000 §2.8 that Keel can fill, and each module's standing. */
export interface ProgressSummary {
  modulesAvailable: number;
  modulesCompleted: number;
  /** Time in passed lessons, in hours to one decimal. */
  studyHours: number;
  modules: ModuleStanding[];
  certificates: HeldCertificate[];
}

/** The certificates a person holds, as their passing attempts state them, in the catalog's order. */
export function heldCertificates(
  catalog: readonly TrainingModule[],
  assessments: LearnerAssessments,
): HeldCertificate[] {
  return catalog.flatMap((module) => {
    const mine = Object.hasOwn(assessments.modules, module.id)
      ? assessments.modules[module.id]
      : undefined;
    const pass = mine?.attempts.find((a) => a.passed);
    if (!mine?.certificateCode || !pass?.submittedAt || pass.right === null) return [];
    return [
      {
        code: mine.certificateCode,
        moduleId: module.id,
        moduleTitle: module.title,
        issuedOn: pass.submittedAt.slice(0, 10),
        scorePercent: Math.round((pass.right / pass.questionIds.length) * 100),
      },
    ];
  });
}

function assessmentStanding(assessments: LearnerAssessments, moduleId: string): AssessmentStanding {
  const attempts = Object.hasOwn(assessments.modules, moduleId)
    ? (assessments.modules[moduleId]?.attempts ?? [])
    : [];
  const scores = attempts.flatMap((a) =>
    a.submittedAt !== null && a.right !== null
      ? [Math.round((a.right / a.questionIds.length) * 100)]
      : [],
  );
  return {
    attempts: scores.length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    passed: attempts.some((a) => a.passed),
    open: attempts.some((a) => a.submittedAt === null),
  };
}

export function summarizeProgress(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
  assessments: LearnerAssessments = noAssessments,
): ProgressSummary {
  let seconds = 0;
  const modules = catalog.map((module): ModuleStanding => {
    const lessons = progress.modules[module.id] ?? {};
    const known = module.lessons.filter((l) => Object.hasOwn(lessons, l.id));
    const completedLessons = known
      .filter((l) => lessons[l.id]?.completedAt != null)
      .map((l) => l.id);
    for (const id of completedLessons) seconds += lessons[id]?.secondsSpent ?? 0;
    return {
      moduleId: module.id,
      progress: Math.round((completedLessons.length / module.lessons.length) * 100),
      completed: isModuleComplete(module, progress),
      lockedBy: missingPrerequisites(catalog, module, progress).map((m) => m.id),
      startedLessons: known.map((l) => l.id),
      completedLessons,
      assessment: assessmentStanding(assessments, module.id),
    };
  });
  return {
    modulesAvailable: catalog.length,
    modulesCompleted: modules.filter((m) => m.completed).length,
    studyHours: Math.round(seconds / 360) / 10,
    modules,
    certificates: heldCertificates(catalog, assessments),
  };
}
