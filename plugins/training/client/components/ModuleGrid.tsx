import type { ModuleView } from '../../domain/catalog/views';
import type { ModuleStanding } from '../../domain/progress/summary';
import { ModuleCard } from './ModuleCard';

/** Module cards, each opening its lessons. */
export function ModuleGrid({
  shown,
  modules,
  standings,
  onOpen,
  label,
}: {
  shown: readonly ModuleView[];
  modules: readonly ModuleView[];
  standings: readonly ModuleStanding[];
  onOpen: (moduleId: string) => void;
  label: string;
}) {
  return (
    <section className="training-grid" aria-label={label}>
      {shown.map((module) => (
        <ModuleCard
          key={module.id}
          module={module}
          standing={standings.find((s) => s.moduleId === module.id)}
          modules={modules}
          onOpen={() => onOpen(module.id)}
        />
      ))}
    </section>
  );
}
