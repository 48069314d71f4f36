import type { Router } from '@koa/router';
import { CORE_VERSION } from '@keel/core/domain';

/** GET /api/health. */
export function healthRoutes(router: Router): void {
  router.get('/health', (ctx) => {
    ctx.body = { ok: true, version: CORE_VERSION };
  });
}
