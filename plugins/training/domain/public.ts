// What other plugins may use of Training: the lessons' shapes (the assistant's "how do I" answers
// can point at them).
export { moduleViewSchema, lessonViewSchema } from './catalog/views';
export type { ModuleView } from './catalog/views';
