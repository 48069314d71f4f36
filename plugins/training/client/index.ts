import { defineClientPlugin } from '@keel/core/client';
import { plugin } from '../plugin';

/** The client half of Training: the Training Center, loaded when its route is entered. */
export const clientPlugin = defineClientPlugin(plugin, {
  pages: { AiTraining: () => import('./pages/AiTraining') },
});
