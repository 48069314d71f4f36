import { PassThrough } from 'node:stream';
import { accountantModeRoles } from '@keel/core/domain';
import { cpaRoutes, type PortfolioEvent } from '../../domain/routes';
import type { PracticeDeps } from '../practiceDeps';
import { practiceOfQuery } from './requestParts';

/** A comment line this often keeps proxies from closing a quiet stream and finds dead sockets. */
const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/cpa/portfolio/events?companyId=<practice>: a server-sent event stream for Client
 * Portfolio. Each time client companies' health summaries are read anew (their books or payroll
 * changed), it sends `event: clients` naming those the signed-in user may read as a client of the
 * practice (the portfolio's own check, made again for each event); never the practice itself or a
 * company they may not read. Each send checks first that they are still a member of the practice
 * (signed in): the stream ends when they no longer are.
 */
export function registerPortfolioEvents({ router, auth, portfolio, health }: PracticeDeps): void {
  router.get(cpaRoutes.portfolioEvents.path, async (ctx) => {
    const practiceId = practiceOfQuery(ctx);
    if (practiceId === null) return;
    const { userId } = await auth.requireMember(ctx, practiceId);
    // Summaries are only kept up to date once read: read (or find kept) those of the user's clients.
    void health.clientsOf(userId, practiceId).catch(() => {});
    const stream = new PassThrough();
    const readable = async (clientId: string) =>
      clientId !== practiceId &&
      (await portfolio.asMember(userId, clientId, accountantModeRoles)) !== null;
    const stillMember = () =>
      auth.requireMember(ctx, practiceId).then(
        () => true,
        () => false,
      );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      stop();
      clearInterval(keepAlive);
      stream.end();
    };
    const write = async (text: () => Promise<string | null>) => {
      try {
        if (!(await stillMember())) return end();
        const next = await text();
        if (next !== null && !ended) stream.write(next);
      } catch {
        end();
      }
    };
    // A burst of changes (several roles' summaries of one company, a restore) makes one event.
    let pending = new Set<string>();
    const stop = health.onSummaryChange((clientId) => {
      if (pending.size === 0)
        setTimeout(() => {
          const changed = [...pending];
          pending = new Set();
          void write(async () => {
            const allowed = await Promise.all(changed.map(readable));
            const clientIds = changed.filter((_, i) => allowed[i]);
            if (clientIds.length === 0) return null;
            const event: PortfolioEvent = { clientIds };
            return `event: clients\ndata: ${JSON.stringify(event)}\n\n`;
          });
        }, 0);
      pending.add(clientId);
    });
    const keepAlive = setInterval(
      () => void write(() => Promise.resolve(': keep-alive\n\n')),
      KEEP_ALIVE_MS,
    );
    keepAlive.unref();
    ctx.req.on('close', end);

    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-cache, no-transform');
    // Nginx and similar proxies would otherwise hold the events back.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
    stream.write(': connected\n\n');
  });
}
