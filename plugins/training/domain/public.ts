// What other plugins may use of Training: its modules and lessons as the learner sees them (the
// assistant's "how do I" answers can point at them; tests check the screens they name exist).
import { trainingCatalog } from './catalog/catalog';
import { moduleView, type ModuleView } from './catalog/views';

export { moduleViewSchema, lessonViewSchema } from './catalog/views';
export type { ModuleView } from './catalog/views';

/** Every module with its lessons and questions, without the answers. */
export const trainingModules: readonly ModuleView[] = trainingCatalog.map(moduleView);
