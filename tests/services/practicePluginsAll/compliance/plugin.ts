// Fixture of clientHealth.test.ts: the real plugin.
export { plugin } from '../../../../plugins/compliance/plugin';
