export { bookkeepingLedger } from './bookkeepingLedger';
