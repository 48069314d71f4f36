import { Badge, Button, ProgressBar } from '@keel/core/client';
import type { ModuleView } from '../../domain/catalog/views';
import type { ModuleStanding } from '../../domain/progress/summary';

/** "Complete A and B first", naming the prerequisites not done, by title. */
export function lockMessage(lockedBy: readonly string[], modules: readonly ModuleView[]): string {
  const titles = lockedBy.map((id) => modules.find((m) => m.id === id)?.title ?? id);
  return `Complete ${titles.join(' and ')} first`;
}

/**
 * A module: what it covers, its size, the person's progress, and what locks it. Its certification
 * is not mentioned until certificates can be earned.
 */
export function ModuleCard({
  module,
  standing,
  modules,
  onOpen,
}: {
  module: ModuleView;
  standing: ModuleStanding | undefined;
  modules: readonly ModuleView[];
  onOpen: () => void;
}) {
  const locked = (standing?.lockedBy.length ?? 0) > 0;
  const headingId = `training-module-${module.id}`;
  return (
    <article className="k-card training-module" aria-labelledby={headingId}>
      <div className="training-module-head">
        <h3 id={headingId}>{module.title}</h3>
        {standing?.completed && <Badge tone="success">Completed</Badge>}
        {locked && <Badge tone="warning">Locked</Badge>}
      </div>
      <p>{module.description}</p>
      <p className="k-muted">
        {module.category} · {module.difficulty} · {module.durationMinutes} min ·{' '}
        {module.lessons.length} lessons
      </p>
      <ProgressBar label={`${module.title} progress`} value={standing?.progress ?? 0} />
      {locked && standing && <p className="k-muted">{lockMessage(standing.lockedBy, modules)}</p>}
      <Button variant="secondary" onClick={onOpen}>
        View Module
      </Button>
    </article>
  );
}
