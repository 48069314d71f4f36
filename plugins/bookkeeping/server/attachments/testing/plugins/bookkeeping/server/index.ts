import { defineServerPlugin } from '@keel/core/server';
import { registerAttachmentRoutes } from '../../../../index';

/** Test fixture: Bookkeeping's server with only its attachment routes, until index.ts wires them. */
export const serverPlugin = defineServerPlugin({
  id: 'bookkeeping',
  init(ctx) {
    registerAttachmentRoutes(ctx);
  },
});
