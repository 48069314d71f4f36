import type { z } from 'zod';

/** The HTTP methods a plugin's REST route answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a plugin's route is served (core/server's ServerPluginContext): 'plugin' on its own
 * `router`, at /api/<plugin id>; 'company' on `companyRouter`, at /api/companies/:companyId.
 */
export type RouteMount = 'plugin' | 'company';

/** The names of a path's `:params`: '/runs/:companyId/:runId/nacha' -> 'companyId' | 'runId'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's params, each encoded into the URL. */
export type PathValues<P extends string> = Record<PathParams<P>, string | number>;

/**
 * One REST route of a plugin, declared once in its domain/: the server registers `path` on the
 * router of its `mount` (and checks the body with `body`), the browser calls it through
 * pluginApi/companyApi of @keel/core/client (and reads the answer with `answer`).
 */
export interface ApiRoute<
  M extends RouteMount = RouteMount,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly mount: M;
  readonly method: HttpMethod;
  /** Relative to the mount, with `:params`, exactly as the server's router is given it. */
  readonly path: P;
  /** The request body's shape: the server parses with it; the browser's body is typed by it. */
  readonly body: B;
  /** The answer's shape: the browser parses what the server sends with it. */
  readonly answer: A;
}

/** What a route's caller sends: the body schema's input, or nothing. */
export type RouteBody<R extends ApiRoute> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : never;

/** What a route's caller gets: the answer schema's output, or unknown when it declares none. */
export type RouteAnswer<R extends ApiRoute> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : unknown;

/** Declares a route; `body` and `answer` are the zod schemas of the request and its answer. */
export function defineRoute<
  const M extends RouteMount,
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
>(route: { mount: M; method: HttpMethod; path: P; body?: B; answer?: A }): ApiRoute<M, P, B, A> {
  if (!route.path.startsWith('/') || route.path.startsWith('/api/'))
    throw new Error(`Route ${route.path}: a path starts with '/' and is relative to its mount`);
  return {
    mount: route.mount,
    method: route.method,
    path: route.path,
    body: route.body as B,
    answer: route.answer as A,
  };
}

/** A route's path with its params filled in (each URI-encoded); throws naming a missing one. */
export function fillPath<P extends string>(path: P, values: PathValues<P>): string {
  const given = values as Record<string, string | number | undefined>;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = given[name];
    if (value === undefined || value === '')
      throw new Error(`Route ${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
