import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of the User Manual: its page, loaded when the route is entered. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { UserManual: () => import('./pages/UserManual') },
});
