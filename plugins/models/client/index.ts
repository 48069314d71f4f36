import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of Models: the 3D Financial Models page, loaded when its route is entered. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { FinancialModels: () => import('./pages/FinancialModels') },
});
