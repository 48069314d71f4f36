import { defineServerPlugin } from '@keel/core/server';
import { registerAttachmentRoutes } from '../../../../index';

/**
 * Test fixture of attachments.test.ts (its `pluginsDir`): Bookkeeping's server with only its
 * attachment routes, so those tests run them alone, without the other routes, the seeded chart or
 * the books' guards. The real server (`plugins/bookkeeping/server/index.ts`) mounts them too.
 */
export const serverPlugin = defineServerPlugin({
  id: 'bookkeeping',
  init(ctx) {
    registerAttachmentRoutes(ctx);
  },
});
