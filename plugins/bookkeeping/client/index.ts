import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** Bookkeeping's client half: the AI Bookkeeping page, loaded lazily. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { Bookkeeping: () => import('./pages/Bookkeeping') },
});
