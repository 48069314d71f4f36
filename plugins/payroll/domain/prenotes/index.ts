// Zero-dollar prenotes for newly added direct-deposit accounts, and their waiting period.
export {
  accountsToPrenote,
  liveDepositsFrom,
  prenoteEffectiveDate,
  stillWaiting,
} from './prenoteWindow';
export type { PrenoteCandidate } from './prenoteWindow';
