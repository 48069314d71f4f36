import { definePlugin } from '@keel/core/domain';

/**
 * Training: lessons that teach Keel and bookkeeping, with prerequisites the server enforces and
 * progress kept per person (README.md). Its screen (/ai-training) is not built yet, so it has no
 * route or sidebar entry.
 */
export const plugin = definePlugin({
  id: 'training',
  title: 'Training',
  icon: 'graduation-cap',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
});
