import type { Middleware } from 'koa';
import { HttpError } from './httpError';
import { isOwnOrigin } from './origin';
import { readCookie } from './cookies';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * API.md's CSRF rule: a cookie-authenticated request that changes anything must carry an Origin
 * (or, failing that, a Referer) equal to the app's own origin. A foreign Origin is refused even
 * without a cookie, so nobody can sign a browser in from another site.
 */
export function csrfMiddleware(cookieName: string, publicUrl: string | null): Middleware {
  return async (ctx, next) => {
    if (!SAFE.has(ctx.method)) {
      const origin = ctx.get('origin') || undefined;
      const referer = ctx.get('referer') || undefined;
      const hasCookie = readCookie(ctx.req, cookieName) !== null;
      const claimed = origin ?? referer;
      const refused = claimed !== undefined ? !isOwnOrigin(claimed, ctx.req, publicUrl) : hasCookie;
      if (refused) throw new HttpError(403, { error: 'Cross-site request refused' });
    }
    await next();
  };
}
