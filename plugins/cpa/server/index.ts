import { defineServerPlugin, type ServerPluginContext } from '@keel/core/server';
import { practiceDeps, type PracticeDeps } from './practiceDeps';
import { registerCatalogue } from './routes/registerCatalogue';
import { registerClients } from './routes/registerClients';
import { registerConsultations } from './routes/registerConsultations';
import { registerPortfolioEvents } from './routes/registerPortfolioEvents';
import { registerTeam } from './routes/registerTeam';

/** Each running server's deps (one process may run several servers, e.g. in tests). */
const running = new WeakMap<ServerPluginContext, PracticeDeps>();

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
  },
  async close(ctx) {
    await running.get(ctx)?.health.close();
  },
});
