import { connect, createServer, type Socket } from 'node:net';

/** A load balancer for tests: where clients connect, and which backend each connection reached. */
export interface FailoverProxy {
  url: string;
  wsUrl: string;
  /** The backend URL of each connection made through it, in order. */
  served: string[];
  /** Cuts every connection and refuses new ones, until `restore` (as a stopped backend would). */
  partition(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP load balancer on a free loopback port, as a deployment puts in front of several Keel
 * processes: each connection goes to the first backend (http://host:port) that accepts it, and
 * ends when that backend's side ends, so a client whose backend dies reconnects and lands on
 * the next live one.
 */
export async function startFailoverProxy(backends: string[]): Promise<FailoverProxy> {
  const sockets = new Set<Socket>();
  const served: string[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    client.pause();
    client.on('error', () => client.destroy());
    const tryBackend = (index: number) => {
      const backend = backends[index];
      if (backend === undefined || client.destroyed) {
        client.destroy();
        return;
      }
      const { hostname, port } = new URL(backend);
      const upstream = connect(Number(port), hostname);
      track(upstream);
      let connected = false;
      upstream.on('error', () => {
        if (connected) client.destroy();
        else tryBackend(index + 1);
      });
      upstream.once('connect', () => {
        connected = true;
        served.push(backend);
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/sync`,
    served,
    async partition() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
