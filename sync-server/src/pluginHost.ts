import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { LoadedPlugin, PluginDataService, ServerPluginContext } from '@keel/core/server';
import { requireMember, requireUser } from './http/authState';
import type { Services } from './services';

/**
 * Mounts each plugin's server half at /api/{id} with its scoped services. Routes need a signed-in
 * user; a route whose path has :companyId needs a member of that company. One failing init is
 * logged and that plugin's routes are left out.
 */
export async function mountServerPlugins(
  api: Router,
  plugins: readonly LoadedPlugin[],
  services: Services,
): Promise<void> {
  for (const { manifest, server } of plugins) {
    if (!server) continue;
    const log = services.config.log;
    const router = new Router({ prefix: `/${manifest.id}` });
    const publicRouter = new Router({ prefix: `/${manifest.id}` });
    router.use((ctx, next) => {
      requireUser(services, ctx as unknown as Context);
      return next();
    });
    router.param('companyId', (companyId, ctx, next) => {
      requireMember(services, ctx as unknown as Context, companyId);
      return next();
    });
    const data: PluginDataService = {
      store: (companyId, scope) => services.docs.store(companyId, manifest.id, scope),
      commit: (companyId) => services.docs.commit(companyId),
    };
    const context: ServerPluginContext = {
      router,
      publicRouter,
      data,
      auth: {
        requireMember: async (ctx, companyId, roles) =>
          requireMember(services, ctx, companyId, roles),
      },
      secrets: services.secrets,
      log: (level, message, details) => log(level, `[${manifest.id}] ${message}`, details),
      manifest,
    };
    try {
      await server.init(context);
      api.use(publicRouter.routes(), publicRouter.allowedMethods());
      api.use(router.routes(), router.allowedMethods());
    } catch (error) {
      log('error', `Plugin ${manifest.id} failed to start; its routes are off`, {
        error: String(error),
      });
    }
  }
}
