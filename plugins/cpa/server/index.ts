import { defineServerPlugin } from '@keel/core/server';
import { practiceDeps } from './practiceDeps';
import { registerCatalogue } from './routes/registerCatalogue';
import { registerClients } from './routes/registerClients';
import { registerConsultations } from './routes/registerConsultations';
import { registerTeam } from './routes/registerTeam';

/** The server half of CPA Services: the practice's routes under /api/cpa. */
export const serverPlugin = defineServerPlugin({
  id: 'cpa',
  init(ctx) {
    const deps = practiceDeps(ctx);
    registerCatalogue(deps);
    registerClients(deps);
    registerConsultations(deps);
    registerTeam(deps);
    // In the background: the first Client Portfolio after a start answers from the kept summaries.
    void deps.health.restore();
  },
});
