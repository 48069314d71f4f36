// The demo company's books: two years of realistic, seeded history for a new demo company.
export { demoBooks, DEFAULT_DEMO_SEED } from './demoBooks';
export type { DemoBooks } from './demoBooks';
export { writeDemoBooks } from './writeDemoBooks';
export { DEMO_COMPANY } from './demoCompany';
