// Test fixture of ledgerService.test.ts: the real Bookkeeping plugin beside a plugin that posts.
export { plugin } from '../../../../../plugin';
