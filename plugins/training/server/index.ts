import { defineServerPlugin } from '@keel/core/server';
import { registerTrainingRoutes } from './routes';

/** The server half of Training: the lessons and each person's progress, under /api/training. */
export const serverPlugin = defineServerPlugin({
  id: 'training',
  init(ctx) {
    registerTrainingRoutes(ctx);
  },
});
