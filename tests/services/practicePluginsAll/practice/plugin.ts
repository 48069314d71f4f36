// Fixture of clientHealth.test.ts: the practice of ../practicePlugins, with every plugin present.
export { plugin } from '../../practicePlugins/practice/plugin';
