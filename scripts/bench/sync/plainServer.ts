// The peer: a plain y-websocket server (@y/websocket-server), no auth, no persistence.
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { setupWSConnection } from '@y/websocket-server/utils';

const server = http.createServer((_req, res) => res.end('ok'));
const wss = new WebSocketServer({ noServer: true });
server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => {
    const docName = (req.url ?? '/').slice(1).split('?')[0] ?? 'doc';
    setupWSConnection(ws, req, { docName });
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`PORT ${address.port}\n`);
});
// A clean exit on SIGTERM lets `node --cpu-prof` (BENCH_CPU_PROF=1) write its profile.
process.on('SIGTERM', () => process.exit(0));
// The bench asks for memory over IPC; a full GC first so the heap figure is live data only.
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});
