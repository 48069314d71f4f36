import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type {
  DemoCompany,
  LoadedPlugin,
  LogFn,
  PluginDataService,
  ServerPlugin,
  ServerPluginContext,
} from '@keel/core/server';
import { z } from 'zod';
import {
  clockServiceRef,
  jobsServiceRef,
  notificationsServiceRef,
  portfolioServiceRef,
  auditServiceRef,
  mailServiceRef,
  recordIdSchema,
  docIdFor,
} from '@keel/core/domain';
import { createAuditService } from './accounts/companyAudit';
import { createPortfolio } from './accounts/portfolio';
import { createMailService } from './mail/mailService';
import { requireMember, requireUser } from './http/authState';
import { currentCompanyId as currentCompanyIdOf } from './routes/user';
import { parseOr400 } from './http/validate';
import { ServiceRegistry } from './serviceRegistry';
import { authorOf, runAsWriter } from './writerContext';
import { routesOf, type RouteInfo } from './routeList';
import type { Services } from './services';

/** Where every plugin's `companyRouter` is mounted. */
export const companyRoutesPrefix = '/api/companies/:companyId';

/** The core's company routes in `api`: paths under /api/companies/:param. */
const companyPath = /^\/api\/companies\/:[^/]+(?:\/|$)/i;

/**
 * Mounts each plugin's server half with its scoped services: `router` and `publicRouter` at
 * /api/{id} in `api` (routes on `router` need a signed-in user, and a member when the path has
 * :companyId), `claimedRouter` at /api for the top-level paths its manifest was granted (signed-in
 * users), `companyRouter` at /api/companies/:companyId (a member of that company). One
 * failing init is logged and that plugin's routes are left out.
 *
 * Answers the plugins' company routes as one middleware, for the app to use right after
 * `api.routes()`: the core's routes answer first, each plugin's router stays separate (its own
 * `use` middleware never runs for another plugin's routes), and a method and path already taken
 * by the core (any route of `api` at this point) or an earlier plugin is logged and dropped.
 */
export async function mountServerPlugins(
  api: Router,
  plugins: readonly LoadedPlugin[],
  services: Services,
): Promise<MountedPlugins> {
  const log = services.config.log;
  const demoSeeders: ((demo: DemoCompany) => Promise<void>)[] = [];
  const closers: (() => Promise<void>)[] = [];
  const claimed = new Map<string, string>();
  for (const layer of api.stack)
    if (typeof layer.path === 'string' && companyPath.test(layer.path))
      for (const method of layer.methods) claimed.set(routeKey(method, layer.path), 'the core');
  const companyRouters: Router[] = [];
  const registry = new ServiceRegistry();
  registry.provideCore(clockServiceRef, services.config.clock);
  registry.provideCorePerPlugin(jobsServiceRef, (manifest) => services.jobs.forPlugin(manifest.id));
  registry.provideCore(notificationsServiceRef, {
    raise: (input) => services.notifications.raise(input),
  });
  registry.provideCore(portfolioServiceRef, createPortfolio(services, seedDemos));
  registry.provideCore(auditServiceRef, createAuditService(services.storage, services.auditFeed));
  registry.provideCore(
    mailServiceRef,
    createMailService(services.mailer, (path) => services.linkTo(path), log),
  );
  const started: { server: ServerPlugin; context: ServerPluginContext }[] = [];
  const apiPaths = grantApiPaths(api, plugins, log);

  // Every plugin's context first, and with it the services it provides: an init may use any of them.
  for (const { manifest, server } of plugins) {
    if (!server) continue;
    const router = new Router({ prefix: `/${manifest.id}` });
    const publicRouter = new Router({ prefix: `/${manifest.id}` });
    const companyRouter = new Router({ prefix: companyRoutesPrefix });
    const claimedRouter = new Router();
    const signedIn: Middleware = async (ctx, next) => {
      const { user } = await requireUser(services, ctx as unknown as Context);
      return runAsWriter(authorOf(user), next);
    };
    router.use(signedIn);
    // Only under the granted paths: the claimed router has no prefix, and its layers join the API
    // router's, so a gate without a path would stand before every later plugin's public routes.
    const granted = (apiPaths.get(manifest.id) ?? []).map((claim) => `/${claim}`);
    if (granted.length > 0) claimedRouter.use(granted, signedIn);
    router.param('companyId', async (companyId, ctx, next) => {
      await requireMember(services, ctx as unknown as Context, companyIdOf(companyId));
      return next();
    });
    // Runs only when one of this plugin's company routes matched, before its handlers.
    companyRouter.use(async (ctx, next) => {
      const companyId = companyIdOf(ctx.params.companyId);
      const member = await requireMember(services, ctx as unknown as Context, companyId);
      return runAsWriter(member.author, next);
    });
    const data: PluginDataService = {
      store: (companyId, scope) => services.docs.store(companyId, manifest.id, scope),
      commit: (companyId) => services.docs.commit(companyId),
      summary: (companyId, name, scope) =>
        services.docs.summary(docIdFor(companyId, scope), `${manifest.id}/${name}`),
    };
    const context: ServerPluginContext = {
      router,
      publicRouter,
      claimedRouter,
      companyRouter,
      data,
      auth: {
        requireMember: (ctx, companyId, roles) => requireMember(services, ctx, companyId, roles),
        requireUser: async (ctx) => {
          const signedIn = await requireUser(services, ctx);
          const { id: userId, firstName, lastName, email } = signedIn.user;
          const currentCompanyId = await currentCompanyIdOf(services, signedIn);
          return { userId, firstName, lastName, email, currentCompanyId };
        },
      },
      secrets: services.secrets,
      files: services.storage.files(manifest.id),
      records: services.storage.records(manifest.id),
      clock: services.config.clock,
      services: registry.scopedTo(manifest),
      log: (level, message, details) => log(level, `[${manifest.id}] ${message}`, details),
      manifest,
    };
    for (const provision of server.services ?? []) registry.provide(provision, context);
    started.push({ server, context });
  }

  for (const { server, context } of started) {
    const { manifest, router, publicRouter, claimedRouter, companyRouter } = context;
    try {
      await server.init(context);
      api.use(publicRouter.routes(), publicRouter.allowedMethods());
      api.use(router.routes(), router.allowedMethods());
      keepClaimedRoutes(claimedRouter, manifest.id, apiPaths.get(manifest.id) ?? [], log);
      api.use(claimedRouter.routes(), claimedRouter.allowedMethods());
      dropTakenRoutes(companyRouter, `plugin ${manifest.id}`, claimed, log);
      companyRouters.push(companyRouter);
      if (server.guardStore)
        services.docs.addStoreGuard(manifest.id, server.guardStore.bind(server));
      if (server.summaries) services.docs.addSummaries(manifest.id, server.summaries);
      const { seedDemo } = server;
      if (seedDemo) demoSeeders.push((demo) => seedDemo.call(server, context, demo));
      const { close } = server;
      if (close) closers.push(() => close.call(server, context));
      const { seedCompany } = server;
      if (seedCompany)
        services.companySeeders.push((companyId) => seedCompany.call(server, context, companyId));
    } catch (error) {
      log('error', `Plugin ${manifest.id} failed to start; its routes are off`, {
        error: String(error),
      });
    }
  }

  const chain = companyRouters.map((router) => router.routes() as Middleware);
  return {
    companyRouteList: routesOf(companyRouters),
    companyRoutes: (ctx, next) => {
      const run = async (index: number): Promise<void> => {
        const middleware = chain[index];
        if (middleware) await middleware(ctx, () => run(index + 1));
        else await next();
      };
      return run(0);
    },
    seedDemo: seedDemos,
    async close() {
      for (const close of closers)
        await close().catch((error: unknown) =>
          log('error', 'A plugin failed to stop', { error: String(error) }),
        );
    },
  };

  /** Lets every plugin that can fill a demo company do so; true when none failed. */
  async function seedDemos(demo: DemoCompany): Promise<boolean> {
    let allDone = true;
    for (const seed of demoSeeders) {
      try {
        await seed(demo);
      } catch (error) {
        allDone = false;
        log('error', 'A plugin failed to fill the demo company', { error: String(error) });
      }
    }
    return allDone;
  }
}

/** What mounting the plugins gives the server: their company routes and their demo seeders. */
export interface MountedPlugins {
  /** The plugins' company routes as one middleware, for right after `api.routes()`. */
  companyRoutes: Middleware;
  /** Those routes, listed. */
  companyRouteList: RouteInfo[];
  /**
   * Lets every plugin that can fill the demo company do so (failures are logged, not thrown);
   * true when none failed.
   */
  seedDemo(demo: DemoCompany): Promise<boolean>;
  /** Stops every plugin's own background work (each plugin's `close`); failures are logged. */
  close(): Promise<void>;
}

/**
 * Each plugin's granted `apiPaths`: a path is refused (logged) when the core serves routes under
 * it, when it is an installed plugin's id, or when an earlier plugin claimed it.
 */
function grantApiPaths(
  api: Router,
  plugins: readonly LoadedPlugin[],
  log: LogFn,
): Map<string, string[]> {
  const held = new Map<string, string>();
  for (const layer of api.stack) {
    const segment = typeof layer.path === 'string' ? /^\/api\/([^/]+)/.exec(layer.path)?.[1] : null;
    if (segment) held.set(segment.toLowerCase(), 'the core');
  }
  for (const { manifest } of plugins) held.set(manifest.id, `plugin ${manifest.id}`);
  const granted = new Map<string, string[]>();
  for (const { manifest, server } of plugins) {
    if (!server) continue;
    const mine: string[] = [];
    for (const path of manifest.apiPaths) {
      const holder = held.get(path);
      if (holder) {
        log('error', `Plugin ${manifest.id} claims /api/${path}, which ${holder} holds; left out`, {
          plugin: manifest.id,
          path,
          keptBy: holder,
        });
        continue;
      }
      held.set(path, `plugin ${manifest.id}`);
      mine.push(path);
    }
    granted.set(manifest.id, mine);
  }
  return granted;
}

/** Removes (logging each) the routes of a plugin's `claimedRouter` outside the paths it was granted. */
function keepClaimedRoutes(
  router: Router,
  pluginId: string,
  granted: readonly string[],
  log: LogFn,
): void {
  const inGranted = (path: string) =>
    granted.some((claim) => path === `/${claim}` || path.startsWith(`/${claim}/`));
  router.stack = router.stack.filter((layer) => {
    const { path } = layer;
    if (layer.methods.length === 0 || (typeof path === 'string' && inGranted(path))) return true;
    log(
      'error',
      `Route ${String(path)} of plugin ${pluginId} is outside its granted apiPaths; left out`,
      {
        plugin: pluginId,
        path: String(path),
      },
    );
    return false;
  });
}

const companyIdParam = z.object({ companyId: recordIdSchema });

/** The `:companyId` of a plugin route, or the API's 400 naming it (before any membership check). */
function companyIdOf(value: string | undefined): string {
  return parseOr400(companyIdParam, { companyId: value }).companyId;
}

/** `GET /api/companies/:/members`: a route's method and path without parameter names or a trailing slash. */
function routeKey(method: string, path: string): string {
  const shape = path
    .replace(/([:*])(?:"[^"]*"|[\w$]+)/g, '$1')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  return `${method.toUpperCase()} ${shape}`;
}

/**
 * Removes from `router` each method and path that `claimed` already has (logging an error naming
 * both owners), then claims what is left for `owner`.
 */
function dropTakenRoutes(
  router: Router,
  owner: string,
  claimed: Map<string, string>,
  log: LogFn,
): void {
  const mine = new Map<string, string>();
  router.stack = router.stack.filter((layer) => {
    const { path } = layer;
    if (layer.methods.length === 0 || typeof path !== 'string') return true;
    const taken = layer.methods.filter((method) => claimed.has(routeKey(method, path)));
    for (const method of taken) {
      // HEAD comes with GET: one error for the pair.
      if (method === 'HEAD' && taken.includes('GET')) continue;
      const first = claimed.get(routeKey(method, path)) ?? '';
      log('error', `Route ${method} ${path} of ${owner} is already served by ${first}; left out`, {
        method,
        path,
        plugin: owner,
        keptBy: first,
      });
    }
    layer.methods = layer.methods.filter((method) => !taken.includes(method));
    for (const method of layer.methods) mine.set(routeKey(method, path), owner);
    return layer.methods.length > 0;
  });
  for (const [key, value] of mine) claimed.set(key, value);
}
