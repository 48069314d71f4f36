import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LogFn } from '@keel/core/server';

/** What another process sent about a document: a Yjs update, or an awareness update. */
export type RemoteMessage = { kind: 'update' | 'awareness'; payload: Uint8Array };

/** Someone's sync connections to close in every process (a member removed, a role changed). */
export interface CloseOrder {
  companyId: string;
  userId: string;
  code: number;
  reason: string;
}

/**
 * Relays between Keel processes that serve the same companies (REDIS_URL): each document's
 * updates and awareness on a channel of its own, and orders to close a member's connections.
 * Redis pub/sub keeps nothing: a process hears only what is published while it is subscribed,
 * so a document is joined before it is loaded from the database, and what is published is
 * already durable there (an update is published only once committed).
 */
export interface Fanout {
  /** Subscribes to a document's channel; `receive` gets what other processes publish on it. */
  join(docId: string, receive: (message: RemoteMessage) => void): Promise<void>;
  /** Unsubscribes (the document left memory). */
  leave(docId: string): Promise<void>;
  publish(docId: string, message: RemoteMessage): void;
  /** Has every other process close these connections too. */
  publishClose(order: CloseOrder): void;
  /** What to do when another process orders connections closed. */
  onClose(handler: (order: CloseOrder) => void): void;
  /**
   * What to do when messages on a document's channel may have been missed: after the connection
   * to Redis came back (docId undefined: any document), or when another process could not publish
   * on it for a while. The handler reads what it missed from the database.
   */
  onMissed(handler: (docId: string | undefined) => void): void;
  close(): Promise<void>;
}

const KIND_BYTE = { update: 0, awareness: 1 } as const;
/** A notice that the sender could not publish on this channel for a while. */
const MISSED_BYTE = 2;
/** A process's id at the head of each of its messages, so it skips its own. */
const ID_BYTES = 16;

/**
 * The fan-out on Redis (ioredis): one connection publishes, one subscribes (a subscribed
 * connection can do nothing else). Channels: `{prefix}:doc:{docId}` carry
 * `[sender id (16 bytes)][kind (1 byte)][payload]`; `{prefix}:close` carries close orders as JSON.
 * ioredis reconnects and subscribes again by itself. Redis does not redeliver, so what was
 * published while a process was cut off is read from the database instead: once its subscription
 * is back it tells `onMissed` (every document), and a process whose publish failed sends, once
 * it can publish again, a notice (kind byte 2) on that document's channel.
 */
export async function createRedisFanout(url: string, log: LogFn, prefix = 'keel'): Promise<Fanout> {
  const id = randomBytes(ID_BYTES);
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectionName: 'keel' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [name, client] of [
    ['publish', publisher],
    ['subscribe', subscriber],
  ] as const)
    client.on('error', (error: Error) =>
      log('warn', `Redis (${name}) connection error`, { error: error.message }),
    );
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    // No retrying in the background of a start that failed.
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Could not connect to Redis (REDIS_URL): ${String(error)}`, { cause: error });
  }
  const docChannel = (docId: string) => `${prefix}:doc:${docId}`;
  const closeChannel = `${prefix}:close`;
  const receivers = new Map<string, (message: RemoteMessage) => void>();
  const closeHandlers: ((order: CloseOrder) => void)[] = [];
  const missedHandlers: ((docId: string | undefined) => void)[] = [];
  const missed = (docId: string | undefined) => {
    for (const handler of missedHandlers) handler(docId);
  };
  /** Documents whose publish failed, to send a notice on once Redis is back. */
  const unpublished = new Set<string>();

  subscriber.on('messageBuffer', (channelBytes: Buffer, data: Buffer) => {
    const channel = channelBytes.toString('utf8');
    if (channel === closeChannel) {
      try {
        const { sender, ...order } = JSON.parse(data.toString('utf8')) as CloseOrder & {
          sender: string;
        };
        if (sender === id.toString('hex')) return;
        for (const handler of closeHandlers) handler(order);
      } catch (error) {
        log('warn', 'Unreadable close order from Redis', { error: String(error) });
      }
      return;
    }
    const receive = receivers.get(channel);
    if (!receive || data.length <= ID_BYTES || id.equals(data.subarray(0, ID_BYTES))) return;
    if (data[ID_BYTES] === MISSED_BYTE) return missed(channel.slice(`${prefix}:doc:`.length));
    const kind = data[ID_BYTES] === KIND_BYTE.awareness ? 'awareness' : 'update';
    receive({ kind, payload: new Uint8Array(data.subarray(ID_BYTES + 1)) });
  });
  await subscriber.subscribe(closeChannel);

  // Back after a drop: subscribed again (ioredis has sent the SUBSCRIBEs; these wait for them),
  // then what was missed meanwhile is read from the database.
  let subscriberLost = false;
  subscriber.on('close', () => (subscriberLost = true));
  subscriber.on('ready', () => {
    if (!subscriberLost) return;
    subscriberLost = false;
    void subscriber
      .subscribe(closeChannel, ...receivers.keys())
      .then(() => {
        log('info', 'Subscribed to Redis again: reading what was missed from the database');
        missed(undefined);
      })
      .catch((error: unknown) =>
        log('warn', 'Subscribing to Redis again failed', { error: String(error) }),
      );
  });
  publisher.on('ready', () => {
    for (const docId of unpublished) {
      unpublished.delete(docId);
      void publisher
        .publish(docChannel(docId), Buffer.concat([id, Buffer.from([MISSED_BYTE])]))
        .catch(() => unpublished.add(docId));
    }
  });

  const send = (channel: string, data: Buffer, docId?: string) =>
    publisher.publish(channel, data).catch((error: unknown) => {
      if (docId !== undefined) unpublished.add(docId);
      log('warn', 'Publishing to Redis failed', { channel, error: String(error) });
    });

  return {
    async join(docId, receive) {
      receivers.set(docChannel(docId), receive);
      await subscriber.subscribe(docChannel(docId));
    },
    async leave(docId) {
      receivers.delete(docChannel(docId));
      await subscriber.unsubscribe(docChannel(docId)).catch(() => {});
    },
    publish(docId, { kind, payload }) {
      void send(
        docChannel(docId),
        Buffer.concat([id, Buffer.from([KIND_BYTE[kind]]), payload]),
        docId,
      );
    },
    publishClose(order) {
      void send(
        closeChannel,
        Buffer.from(JSON.stringify({ ...order, sender: id.toString('hex') })),
      );
    },
    onClose(handler) {
      closeHandlers.push(handler);
    },
    onMissed(handler) {
      missedHandlers.push(handler);
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()].map((p) => p.catch(() => {})));
    },
  };
}
