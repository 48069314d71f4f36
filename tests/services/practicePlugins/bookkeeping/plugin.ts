// Fixture of clientHealth.test.ts: the real Bookkeeping plugin, the clients' books.
export { plugin } from '../../../../plugins/bookkeeping/plugin';
