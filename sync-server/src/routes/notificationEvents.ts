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
export async function notificationEvents(services: Services, ctx: Context): Promise<void> {
  const signedIn = await requireUser(services, ctx);
  const stream = new PassThrough();
  const stillSignedIn = async () =>
    (await signedInFrom(services, ctx.req))?.session.tokenHash === signedIn.session.tokenHash;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    stop();
    clearInterval(keepAlive);
    stream.end();
  };
  // Each send checks the session first: it ends with a sign-out, an expiry or a password change.
  const send = (text: string) =>
    void stillSignedIn().then(
      (yes) => (yes && !ended ? stream.write(text) : end()),
      () => end(),
    );
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
