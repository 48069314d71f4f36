export { ApiError, isApiError } from './ApiError';
export { apiFetch, request, requestFile, setApiFetch } from './request';
export type { ApiFile, FetchLike } from './request';
export { api } from './endpoints';
export { companyApi, pluginApi } from './routeClient';
export type { RouteCallOptions, RouteClient, RouteQuery } from './routeClient';
export type { Api, OutboxItem, OutboxMessage, SignIn, TotpSetup } from './endpoints';
export { zodFieldErrors, apiFieldErrors } from './fieldErrors';
