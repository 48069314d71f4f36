import { defineServerPlugin, type ServerPluginContext } from '@keel/core/server';
import { practiceDeps, type PracticeDeps } from './practiceDeps';
import { registerCatalogue } from './routes/registerCatalogue';
import { registerClients } from './routes/registerClients';
import { registerConsultations } from './routes/registerConsultations';
import { registerPortfolioEvents } from './routes/registerPortfolioEvents';
import { registerTeam } from './routes/registerTeam';

/** Each running server's deps (one process may run several servers, e.g. in tests). */
const running = new WeakMap<ServerPluginContext, PracticeDeps>();
/** How each running server stops hearing of new members. */
const joinWatches = new WeakMap<ServerPluginContext, () => void>();

/** The server half of CPA Services: the practice's routes under /api/cpa. */
export const serverPlugin = defineServerPlugin({
  id: 'cpa',
  init(ctx) {
    const deps = practiceDeps(ctx);
    running.set(ctx, deps);
    registerCatalogue(deps);
    registerClients(deps);
    registerConsultations(deps);
    registerPortfolioEvents(deps);
    registerTeam(deps);
    // In the background: the first Client Portfolio after a start answers from the kept summaries.
    void deps.health.restore();
    // A member who joins is its `userId`: their first Client Portfolio finds the client's summary
    // kept (the reader reads nothing for a role the portfolio does not list).
    joinWatches.set(
      ctx,
      deps.audit.subscribe({ kinds: ['member'] }, (event) => {
        if (event.userId && event.outcome.startsWith('joined as '))
          deps.health.prepare(event.userId, event.companyId);
      }),
    );
  },
  async close(ctx) {
    joinWatches.get(ctx)?.();
    await running.get(ctx)?.health.close();
  },
});
