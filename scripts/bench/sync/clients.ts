import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import { wsWithCookie } from '@keel/sync-server/testing';

/** One benchmark client: a doc and its provider. */
export interface BenchClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
}

/** Connects `count` clients to one document and waits until every one has synced. */
export async function connectClients(
  serverUrl: string,
  docName: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let i = 0; i < count; i++) {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(serverUrl, docName, doc, {
      WebSocketPolyfill: (headers.cookie
        ? wsWithCookie(headers.cookie, headers.origin)
        : WebSocket) as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    clients.push({ doc, provider });
  }
  await Promise.all(
    clients.map(
      ({ provider }) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('client did not sync within 20 s')),
            20_000,
          );
          if (provider.synced) return resolve();
          provider.once('sync', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  return clients;
}

/** Disconnects and destroys every client. */
export function closeClients(clients: BenchClient[]): void {
  for (const { provider, doc } of clients) {
    provider.destroy();
    doc.destroy();
  }
}
