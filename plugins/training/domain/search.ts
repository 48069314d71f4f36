import type { ModuleView } from './catalog/views';

/** The modules whose title, description or category holds every word of `query` (any case). */
export function searchModules(modules: readonly ModuleView[], query: string): ModuleView[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return modules.filter((m) => {
    const text = `${m.title} ${m.description} ${m.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
