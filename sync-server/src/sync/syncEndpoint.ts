import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services } from '../services';
import { CLOSE, authorizeSync, type SyncDecision } from './authorizeSync';
import { authorOf } from '../writerContext';

const PING_MS = 30_000;

/**
 * Serves /sync/{docId} WebSocket upgrades on the HTTP server. Refusals accept the upgrade and
 * close with 4401/4403/4409 before any document byte is sent, so y-websocket stops retrying.
 */
export function attachSyncEndpoint(server: Server, services: Services): { close(): void } {
  const { log } = services.config;
  const { messageBytes } = services.config.syncLimits;
  // A bigger message is refused by ws as soon as its frame header states the length: closed
  // with 1009 (Message Too Big) before its bytes are read.
  const wss = new WebSocketServer({ noServer: true, maxPayload: messageBytes });
  const alive = new WeakMap<WebSocket, boolean>();

  const serve = (req: IncomingMessage, ws: WebSocket, url: URL, decision: SyncDecision) => {
    // A frame that breaks the WebSocket protocol (a bad opcode, an unmasked or oversized frame)
    // makes ws close the socket and emit 'error': without a listener that would end the process.
    ws.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
      log(
        'warn',
        `Sync connection closed: ${tooBig ? 'message over the size limit' : 'WebSocket protocol error'}`,
        { path: url.pathname, error: String(error) },
      );
    });
    if (!decision.ok) {
      ws.close(decision.code, decision.reason);
      return;
    }
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    // Messages that arrive while the document loads are kept, not lost (the client's step 1), up
    // to one message's worth of bytes.
    const buffered: Uint8Array[] = [];
    let bufferedBytes = 0;
    const buffer = (data: Buffer) => {
      bufferedBytes += data.length;
      if (bufferedBytes > messageBytes) {
        log('warn', 'Sync connection closed: too much sent while the document loaded', {
          docId: decision.docId,
          userId: decision.userId,
        });
        ws.off('message', buffer);
        ws.close(CLOSE.tooLarge, 'Too much sent before the document loaded');
        return;
      }
      buffered.push(new Uint8Array(data));
    };
    ws.on('message', buffer);
    const open = async () => {
      const shared = await services.docs.get(decision.docId);
      // Checked again: the member may have been removed while the document loaded.
      const still = await authorizeSync(services, req, url);
      const user = await services.storage.users.get(decision.userId);
      return { shared, still, user };
    };
    open().then(
      ({ shared, still, user }) => {
        ws.off('message', buffer);
        if (ws.readyState !== ws.OPEN) return;
        if (!still.ok) {
          ws.close(still.code, still.reason);
          return;
        }
        const author = user ? authorOf(user) : decision.userId;
        services.docs.attach(
          shared,
          ws,
          {
            userId: decision.userId,
            author,
            readOnly: decision.readOnly,
            writable: services.registry.syncWritableMaps(decision.scope, decision.role),
            awarenessIds: new Set(),
          },
          buffered,
        );
      },
      (error: unknown) => {
        log('error', 'Loading a document failed', {
          docId: decision.docId,
          error: String(error),
        });
        ws.close(1011, 'Could not load the document');
      },
    );
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (error: unknown) => {
      log('warn', 'Refused a malformed upgrade request', {
        url: String(req.url).slice(0, 200),
        error: String(error),
      });
      socket.destroy();
    };
    // Node removed its own 'error' listener from an upgraded socket; until ws takes it over, a
    // reset connection must not become an unhandled 'error'.
    socket.on('error', () => socket.destroy());
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/sync/')) {
        socket.destroy();
        return;
      }
      authorizeSync(services, req, url).then(
        (decision) => wss.handleUpgrade(req, socket, head, (ws) => serve(req, ws, url, decision)),
        (error: unknown) => refuse(error),
      );
    } catch (error) {
      refuse(error);
    }
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
