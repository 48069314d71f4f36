// Test fixture: the real Bookkeeping manifest, so the server opens its real tables.
export { plugin } from '../../../../../plugin';
