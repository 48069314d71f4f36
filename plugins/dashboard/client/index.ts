import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The dashboard's client half: the AI Overview page, loaded lazily. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { Dashboard: () => import('./pages/Dashboard') },
});
