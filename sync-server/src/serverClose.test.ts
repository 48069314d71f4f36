import { afterEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startKeel, type TestKeel } from './testing';

let keel: TestKeel | null = null;
afterEach(async () => {
  await keel?.close();
  keel = null;
});

/** How a new sync connection attempt ends: opened, refused (no listener), or an HTTP answer. */
function tryConnect(url: string, cookie: string): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, {
      headers: { cookie, origin: new URL(url).origin.replace('ws', 'http') },
    });
    ws.on('open', () => {
      ws.close();
      resolve('opened');
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(`HTTP ${res.statusCode}`);
      ws.terminate();
    });
    ws.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

it('refuses new connections as soon as it begins to stop, so they go to another process', async () => {
  keel = await startKeel();
  const owner = await signUpUser(keel.url, 'Stella');
  const wsUrl = `${keel.wsUrl}/${owner.companyId}`;
  expect(await tryConnect(wsUrl, owner.client.cookie)).toBe('opened');

  const stopped = keel.server.close();
  // Not answered by a server half shut down (a 404 with its sync endpoint gone, a 500 with its
  // storage closed): refused, as by a process that is not there.
  expect(await tryConnect(wsUrl, owner.client.cookie)).toBe('ECONNREFUSED');
  const health = await fetch(`${keel.url}/api/health`).then(
    (res) => `HTTP ${res.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  expect(health).toBe('ECONNREFUSED');
  await stopped;
});
