import {
  fillPath,
  type ApiRoute,
  type PathValues,
  type RouteAnswer,
  type RouteBody,
  type RouteMount,
} from '@keel/core/domain';
import { request, requestFile, type ApiFile } from './request';

/** The query string of a call: name -> value, encoded; undefined values are left out. */
export type RouteQuery = Record<string, string | number | undefined>;

/** How a call is sent besides its path and body. */
export interface RouteCallOptions {
  query?: RouteQuery;
  /** Once it aborts, the call throws its reason (see `request`). */
  signal?: AbortSignal;
}

/** Calls the routes of one mount: a plugin's own (/api/<id>) or a company's (/api/companies/<id>). */
export interface RouteClient<M extends RouteMount> {
  /** The URL of a route (for an upload, a link or a download), params and query filled in. */
  path<R extends ApiRoute<M>>(route: R, params: PathValues<R['path']>, query?: RouteQuery): string;
  /**
   * Sends a JSON request to a route: a non-OK answer throws ApiError; the answer is parsed with the
   * route's `answer` schema when it declares one (a wrong answer throws, never reaches the screen).
   */
  call<R extends ApiRoute<M>>(
    route: R,
    params: PathValues<R['path']>,
    ...rest: R['body'] extends undefined
      ? [body?: undefined, options?: RouteCallOptions]
      : [body: RouteBody<R>, options?: RouteCallOptions]
  ): Promise<RouteAnswer<R>>;
  /** Fetches a route that answers a file (GET, or POST for one that does work to make it). */
  file<R extends ApiRoute<M>>(route: R, params: PathValues<R['path']>): Promise<ApiFile>;
}

function withQuery(path: string, query: RouteQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(
    (pair): pair is [string, string | number] => pair[1] !== undefined,
  );
  if (pairs.length === 0) return path;
  return `${path}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}`;
}

function routeClient<M extends RouteMount>(mount: M, base: string): RouteClient<M> {
  const urlOf = (route: ApiRoute, params: object, query?: RouteQuery) => {
    if (route.mount !== mount)
      throw new Error(
        `Route ${route.path} is served on the ${route.mount} router, not the ${mount}`,
      );
    return withQuery(`${base}${fillPath(route.path, params as PathValues<string>)}`, query);
  };
  return {
    path: (route, params, query) => urlOf(route, params, query),
    async call(route, params, ...[body, options]) {
      const answer = await request<unknown>(
        route.method,
        urlOf(route, params, options?.query),
        body,
        options?.signal ? { signal: options.signal } : {},
      );
      return (route.answer ? route.answer.parse(answer) : answer) as RouteAnswer<typeof route>;
    },
    file: (route, params) =>
      requestFile(urlOf(route, params), route.method === 'POST' ? 'POST' : 'GET'),
  };
}

/** The REST routes a plugin serves on its own router, at /api/<its manifest's id>. */
export function pluginApi(manifest: { id: string }): RouteClient<'plugin'> {
  return routeClient('plugin', `/api/${encodeURIComponent(manifest.id)}`);
}

/** The REST routes plugins serve for one company, at /api/companies/<companyId>. */
export function companyApi(companyId: string): RouteClient<'company'> {
  return routeClient('company', `/api/companies/${encodeURIComponent(companyId)}`);
}
