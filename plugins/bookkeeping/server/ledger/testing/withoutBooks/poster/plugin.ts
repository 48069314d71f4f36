// Test fixture of ledgerMissing.test.ts: the poster plugin installed without Bookkeeping.
export { plugin } from '../../plugins/poster/plugin';
