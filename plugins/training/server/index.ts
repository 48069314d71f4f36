import { defineServerPlugin } from '@keel/core/server';
import { registerAssessmentRoutes } from './assessmentRoutes';
import { registerCertificateRoutes } from './certificateRoutes';
import { registerTrainingRoutes } from './routes';

/** The server half of Training: the lessons, each person's progress, assessments and certificates, under /api/training. */
export const serverPlugin = defineServerPlugin({
  id: 'training',
  init(ctx) {
    registerTrainingRoutes(ctx);
    registerAssessmentRoutes(ctx);
    registerCertificateRoutes(ctx);
  },
});
