import type { Context } from 'koa';
import { REMEMBER_MS } from '../accounts/sessions';
import type { ServerConfig } from '../config';
import { sessionCookie } from './cookies';

/** Sets the session cookie: 30 days when remembered, else a browser-session cookie. */
export function setSessionCookie(
  ctx: Context,
  config: ServerConfig,
  token: string,
  rememberMe: boolean,
): void {
  ctx.append(
    'Set-Cookie',
    sessionCookie(config.cookieName, token, {
      secure: config.secureCookie,
      ...(rememberMe ? { maxAgeSeconds: REMEMBER_MS / 1000 } : {}),
    }),
  );
}

/** Clears the session cookie. */
export function clearSessionCookie(ctx: Context, config: ServerConfig): void {
  ctx.append(
    'Set-Cookie',
    sessionCookie(config.cookieName, '', { secure: config.secureCookie, maxAgeSeconds: 0 }),
  );
}
