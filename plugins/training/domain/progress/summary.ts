import type { TrainingModule } from '../catalog/schema';
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
}

/** The four tiles of spec 000 §2.8 that Keel can fill, and each module's standing. */
export interface ProgressSummary {
  modulesAvailable: number;
  modulesCompleted: number;
  /** Time in passed lessons, in hours to one decimal. */
  studyHours: number;
  modules: ModuleStanding[];
}

export function summarizeProgress(
  catalog: readonly TrainingModule[],
  progress: LearnerProgress,
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
    };
  });
  return {
    modulesAvailable: catalog.length,
    modulesCompleted: modules.filter((m) => m.completed).length,
    studyHours: Math.round(seconds / 360) / 10,
    modules,
  };
}
