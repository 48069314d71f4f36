import * as Y from 'yjs';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';

/** A ws WebSocket class that sends a cookie (and optionally an Origin) on the upgrade. */
export function wsWithCookie(
  cookie: string,
  origin?: string,
): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, ...(origin ? { origin } : {}) } });
    }
  };
}

/** A y-websocket provider for a docId, signed in with a cookie. */
export function connect(
  wsUrl: string,
  docId: string,
  cookie: string,
  doc = new Y.Doc(),
): WebsocketProvider {
  return new WebsocketProvider(wsUrl, docId, doc, {
    WebSocketPolyfill: wsWithCookie(cookie) as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
}

/** Resolves once the provider has synced with the server. */
export function synced(provider: WebsocketProvider): Promise<void> {
  if (provider.synced) return Promise.resolve();
  return new Promise((resolve) => {
    const onSync = (isSynced: boolean) => {
      if (!isSynced) return;
      provider.off('sync', onSync);
      resolve();
    };
    provider.on('sync', onSync);
  });
}

/** Opens a raw socket and resolves with its close code, reason and how many messages came first. */
export function closeOf(
  url: string,
  headers: Record<string, string>,
): Promise<{ code: number; reason: string; messages: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    let messages = 0;
    ws.on('message', () => (messages += 1));
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), messages }));
    ws.on('error', reject);
    setTimeout(() => reject(new Error('no close within 5 s')), 5000).unref();
  });
}

/** Waits until a condition holds (polling), or fails after a timeout. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
