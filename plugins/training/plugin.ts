import { definePlugin } from '@keel/core/domain';

/**
 * Training: the Training Center at /ai-training (spec 000 §2.8), lessons that teach Keel and
 * bookkeeping, with prerequisites the server enforces and progress kept per person (README.md).
 */
export const plugin = definePlugin({
  id: 'training',
  title: 'Training',
  icon: 'graduation-cap',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    {
      group: 'Dashboard',
      label: 'AI Training',
      path: '/ai-training',
      icon: 'graduation-cap',
      order: 40,
    },
  ],
  uses: ['core.mail', 'core.portfolio', 'bookkeeping.ledger', 'payroll.facts'],
  routes: [
    { path: '/ai-training', page: 'AiTraining', title: 'AI Training Center' },
    { path: '/verify/:code', page: 'VerifyCertificate', title: 'Certificate check', public: true },
  ],
});
