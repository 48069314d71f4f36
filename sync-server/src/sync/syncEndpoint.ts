import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../services';
import { authorizeSync } from './authorizeSync';
import { authorOf } from '../writerContext';

const PING_MS = 30_000;

/**
 * Serves /sync/{docId} WebSocket upgrades on the HTTP server. Refusals accept the upgrade and
 * close with 4401/4403/4409 before any document byte is sent, so y-websocket stops retrying.
 */
export function attachSyncEndpoint(server: Server, services: Services): { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 32 * 1024 * 1024 });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/sync/')) {
      socket.destroy();
      return;
    }
    const decision = authorizeSync(services, req, url);
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (!decision.ok) {
        ws.close(decision.code, decision.reason);
        return;
      }
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      // Messages that arrive while the document loads are kept, not lost (the client's step 1).
      const buffered: Uint8Array[] = [];
      const buffer = (data: Buffer) => buffered.push(new Uint8Array(data));
      ws.on('message', buffer);
      services.docs.get(decision.docId).then(
        (shared) => {
          ws.off('message', buffer);
          if (ws.readyState !== ws.OPEN) return;
          // Checked again: the member may have been removed while the document loaded.
          const still = authorizeSync(services, req, url);
          if (!still.ok) {
            ws.close(still.code, still.reason);
            return;
          }
          const user = services.storage.data.users.find((u) => u.id === decision.userId);
          const author = user ? authorOf(user) : decision.userId;
          services.docs.attach(
            shared,
            ws,
            {
              userId: decision.userId,
              author,
              readOnly: decision.readOnly,
              awarenessIds: new Set(),
            },
            buffered,
          );
        },
        (error: unknown) => {
          services.config.log('error', 'Loading a document failed', {
            docId: decision.docId,
            error: String(error),
          });
          ws.close(1011, 'Could not load the document');
        },
      );
    });
  };
  server.on('upgrade', onUpgrade);

  const ping = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_MS);
  ping.unref();

  return {
    close() {
      clearInterval(ping);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      wss.close();
    },
  };
}
