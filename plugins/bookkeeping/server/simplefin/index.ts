export { SimpleFinError, SIMPLEFIN_MESSAGES } from './simpleFinError';
export type { SimpleFinErrorCode, SimpleFinErrorStatus } from './simpleFinError';
export { isPublicAddress, assertPublicHost, systemLookup } from './addressGuard';
export type { HostLookup, ResolvedAddress } from './addressGuard';
export { claimSetupToken, decodeSetupToken, parseAccessUrl } from './claimSetupToken';
export type { ClaimOptions } from './claimSetupToken';
export { fetchAccounts, redactAccessUrl } from './fetchAccounts';
export type {
  FetchAccountsOptions,
  SimpleFinAccount,
  SimpleFinAccountSet,
  SimpleFinAccountsQuery,
  SimpleFinErrorEntry,
} from './fetchAccounts';
export type { SimpleFinHttpOptions } from './simpleFinHttp';
export {
  centsToSimpleFinAmount,
  dateToEpochSeconds,
  epochSecondsToDate,
  simpleFinAmountToCents,
} from './simpleFinValues';
