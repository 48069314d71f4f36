import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of CPA Services: its page. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { CpaServicesPage: () => import('./pages/CpaServicesPage') },
});
