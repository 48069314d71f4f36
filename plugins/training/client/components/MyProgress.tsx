import { ProgressBar } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import type { Progress } from '../hooks/useTraining';

/** My Progress: each module's lessons passed, out of its lessons. */
export function MyProgress({
  modules,
  progress,
}: {
  modules: readonly ModuleView[];
  progress: Progress;
}) {
  return (
    <ul className="training-progress" aria-label="My progress">
      {modules.map((module) => {
        const standing = progress.modules.find((s) => s.moduleId === module.id);
        const done = `${standing?.completedLessons.length ?? 0} of ${module.lessons.length} lessons`;
        return (
          <li key={module.id}>
            <p className="training-progress-head">
              <strong>{module.title}</strong> <span>{done}</span>
            </p>
            <ProgressBar label={module.title} value={standing?.progress ?? 0} valueText={done} />
          </li>
        );
      })}
    </ul>
  );
}
