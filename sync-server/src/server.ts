import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { Router } from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { loadPlugins, type DemoCompany } from '@keel/core/server';
import { resolveConfig, type KeelServerOptions } from './config';
import { SignInThrottle } from './auth/signInThrottle';
import { ResetMailLimits } from './auth/resetMailLimits';
import { BackgroundWork } from './backgroundWork';
import { openStorage } from './storage/openStorage';
import { removeStrayTempFiles } from './storage/removeStrayTempFiles';
import { createSecretBox, loadSecretKey } from './storage/secretBox';
import { createMailer } from './mail/mailer';
import { DocManager } from './sync/docManager';
import { createPluginRegistry } from './sync/pluginRegistry';
import { attachSyncEndpoint } from './sync/syncEndpoint';
import { errorMiddleware } from './http/errorMiddleware';
import { csrfMiddleware } from './http/csrf';
import { staticFiles } from './http/staticFiles';
import { securityHeaders } from './http/securityHeaders';
import { mountServerPlugins } from './pluginHost';
import { JobEngine } from './jobs/jobEngine';
import { jobRoutes } from './jobs/jobRoutes';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { totpRoutes } from './routes/totp';
import { userRoutes } from './routes/user';
import { companyRoutes } from './routes/companies';
import { memberRoutes } from './routes/members';
import { inviteRoutes } from './routes/invites';
import { notificationRoutes } from './routes/notifications';
import { Notifications } from './accounts/notifications';
import { AuditFeed } from './accounts/auditFeed';
import { emailRoutes } from './routes/email';
import { outboxRoutes } from './routes/outbox';
import { routesOf, type RouteInfo } from './routeList';
import { sealClearTotpSecrets } from './accounts/sealTotpSecrets';
import { checkAuditLog, describeAuditLogCheck } from './accounts/auditLogCheck';
import { removeExpiredSessions } from './accounts/sessions';
import type { Services } from './services';

/** A running Keel server. */
export interface KeelServer {
  url: string;
  port: number;
  /** The shared services (storage, documents, mailer), for main.ts and tests. */
  services: Services;
  /** Every REST route, the core's and the plugins' (for tests that must cover each one). */
  routes: readonly RouteInfo[];
  /** Lets each plugin fill a new demo company with its sample history; true when none failed. */
  seedPluginDemos(demo: DemoCompany): Promise<boolean>;
  /** Stops accepting connections, waits for every write to be durable, and closes the storage. */
  close(): Promise<void>;
}

/** Starts Keel: REST /api, WebSocket /sync, the web app, on one HTTP server. */
export async function createKeelServer(options: KeelServerOptions): Promise<KeelServer> {
  const config = resolveConfig(options);
  await removeStrayTempFiles(config.dataDir, config.log);
  const storage = await openStorage(config);
  const audit = await checkAuditLog(storage.audit);
  if (audit.check.brokenAt !== null) config.log('error', describeAuditLogCheck(audit));
  await removeExpiredSessions(storage, config.clock);
  const auditFeed = new AuditFeed(config.log);
  storage.audit = auditFeed.recording(storage.audit, storage);
  const loaded = options.pluginsDir
    ? await loadPlugins(options.pluginsDir, config.log)
    : { plugins: [], failures: [] };
  const registry = createPluginRegistry(loaded.plugins.map((p) => p.manifest));
  // ioredis loads only when Redis is configured: it is about 20 MiB of a server's RSS.
  const fanout = config.redisUrl
    ? await (await import('./sync/redisFanout')).createRedisFanout(config.redisUrl, config.log)
    : null;
  const docs = new DocManager(
    storage.documents,
    registry,
    config.log,
    config.docIdleMs,
    config.clock,
    config.syncLimits,
    config.docCompactBytes,
    fanout,
  );
  const secrets = createSecretBox(await loadSecretKey(config.dataDir, options.secret));
  const sealed = await sealClearTotpSecrets(storage, secrets);
  if (sealed > 0)
    config.log('info', 'Sealed two-factor secrets stored in clear', { users: sealed });
  let origin = config.publicUrl ?? 'http://localhost';
  const services: Services = {
    config,
    storage,
    mailer: createMailer(
      config.dataDir,
      config.smtpUrl,
      `Keel <no-reply@${new URL(origin).hostname}>`,
      config.clock,
      config.log,
    ),
    docs,
    registry,
    throttle: new SignInThrottle(storage, () => config.clock.now()),
    resetMailLimits: new ResetMailLimits(() => config.clock.now()),
    background: new BackgroundWork(config.log),
    secrets,
    jobs: new JobEngine(storage.jobs, config.clock, config.log, options.jobs),
    linkTo: (path) => `${origin}${path}`,
    manifests: registry.manifests,
    companySeeders: [],
    notifications: new Notifications(storage, config.clock, registry.manifests, config.log),
    auditFeed,
  };

  const app = new Koa();
  app.proxy = options.trustProxy ?? false;
  app.silent = true;
  const api = new Router({ prefix: '/api' });
  healthRoutes(api);
  authRoutes(api, services);
  totpRoutes(api, services);
  userRoutes(api, services);
  companyRoutes(api, services);
  memberRoutes(api, services);
  inviteRoutes(api, services);
  notificationRoutes(api, services);
  emailRoutes(api, services);
  outboxRoutes(api, services);
  jobRoutes(api, services, services.jobs);
  const mounted = await mountServerPlugins(api, loaded.plugins, services);
  // Every plugin has defined its job kinds: recover what the last run left, then start workers.
  await services.jobs.start();

  // A stopping server lets go of its storage while a request may still come on an open socket.
  let stopping = false;
  app.use(async (ctx, next) => {
    if (!stopping) return next();
    ctx.status = 503;
    ctx.set('Connection', 'close');
    ctx.set('Retry-After', '1');
    ctx.body = { error: 'The server is stopping: try again' };
  });
  app.use(errorMiddleware(config.log));
  app.use(securityHeaders(config));
  app.use(csrfMiddleware(config.cookieName, config.publicUrl));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(api.routes());
  // After the core's routes, so a plugin never shadows /api/companies/:id/...; before the 405s.
  app.use(mounted.companyRoutes);
  app.use(api.allowedMethods());
  if (options.staticDir) app.use(staticFiles(options.staticDir));
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      ctx.body = { error: 'Not found' };
      ctx.status = 404;
    }
  });

  const server = createServer(app.callback());
  const sync = attachSyncEndpoint(server, services);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Without a host Node listens on every interface, IPv6 and IPv4, so `localhost` works either way.
    if (options.host) server.listen(options.port, options.host, () => resolve());
    else server.listen(options.port, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!config.publicUrl) origin = `http://localhost:${port}`;
  const url = `http://127.0.0.1:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    services,
    routes: [...routesOf([api]), ...mounted.companyRouteList],
    seedPluginDemos: (demo) => mounted.seedDemo(demo),
    close() {
      closing ??= (async () => {
        // New connections are refused first, so a load balancer sends them to another process.
        stopping = true;
        const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        sync.close();
        auditFeed.close();
        await services.jobs.stop();
        await services.background.settled();
        await mounted.close();
        await docs.close();
        await fanout?.close();
        await storage.close();
        server.closeAllConnections();
        await listenerClosed;
      })();
      return closing;
    },
  };
}
