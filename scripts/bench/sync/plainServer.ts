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
