// Server-side guards on the books' synced store.
export { guardClosedPeriod } from './guardClosedPeriod';
export { closedPeriodWritesAllowed, withClosedPeriodWritesAllowed } from './closedPeriodWrites';
