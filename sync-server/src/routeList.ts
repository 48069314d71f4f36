import type { Router } from '@koa/router';

/** One route the server answers: its method and its path pattern, e.g. `/api/companies/:id`. */
export interface RouteInfo {
  method: string;
  path: string;
}

/** The routes of routers (HEAD left out: it comes with GET), in the order they were added. */
export function routesOf(routers: readonly Router[]): RouteInfo[] {
  return routers.flatMap((router) =>
    router.stack.flatMap(({ path, methods }) =>
      typeof path === 'string'
        ? methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path }))
        : [],
    ),
  );
}
