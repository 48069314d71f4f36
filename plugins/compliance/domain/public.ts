// What other plugins may use of Compliance.
export { itemSchema } from './schema';
export type { Item } from './schema';
