export { ApiError, isApiError } from './ApiError';
export { request, setApiFetch } from './request';
export type { FetchLike } from './request';
export { api } from './endpoints';
export type { Api, OutboxItem, OutboxMessage, SignIn, TotpSetup } from './endpoints';
export { zodFieldErrors, apiFieldErrors } from './fieldErrors';
