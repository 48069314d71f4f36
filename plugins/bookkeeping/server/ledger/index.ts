export { bookkeepingLedgerService } from './ledgerService';
export { registerLedgerRoutes } from './registerLedgerRoutes';
export { ledgerSubscriptions } from './ledgerSubscriptions';
