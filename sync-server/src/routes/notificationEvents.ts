import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { requireUser, signedInFrom } from '../http/authState';
import type { Services } from '../services';

/** A comment line this often keeps proxies from closing a quiet stream and finds dead sockets. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/notifications/events: a server-sent event stream that sends `changed` whenever the
 * signed-in user's notifications change (a new one, one read in another tab). It carries no
 * content: the bell then asks GET /api/notifications. It ends when the session does.
 */
export function notificationEvents(services: Services, ctx: Context): void {
  const signedIn = requireUser(services, ctx);
  const stream = new PassThrough();
  const stillSignedIn = () => signedInFrom(services, ctx.req)?.session === signedIn.session;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    stop();
    clearInterval(keepAlive);
    stream.end();
  };
  const send = (text: string) => (stillSignedIn() ? stream.write(text) : end());
  const stop = services.notifications.watch(signedIn.user.id, () =>
    send('event: changed\ndata: {}\n\n'),
  );
  const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  ctx.req.on('close', end);

  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set('Cache-Control', 'no-cache, no-transform');
  // Nginx and similar proxies would otherwise hold the events back.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = stream;
  stream.write(': connected\n\n');
}
