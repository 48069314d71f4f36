import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';

const MESSAGE_SYNC = 0;

/** An in-memory stand-in for the sync server: one Y.Doc spoken to over the y-websocket protocol. */
export interface FakeSyncServer {
  /** The server's copy of the document. */
  doc: Y.Doc;
  /** A WebSocket class to pass as `WebSocketPolyfill`; every instance talks to this server. */
  WebSocket: typeof WebSocket;
  /** URLs of every socket opened so far, newest last. */
  connections: string[];
  /** While unreachable, new sockets fail as a dropped network does (close code 1006). */
  setReachable(reachable: boolean): void;
  /** Closes every open socket from the server side with this code. */
  closeAll(code: number, reason?: string): void;
}

/** Starts a fake sync server; messages travel asynchronously, as over a network. */
export function createFakeSyncServer(doc: Y.Doc = new Y.Doc()): FakeSyncServer {
  const open = new Set<FakeSocket>();
  const connections: string[] = [];
  let reachable = true;

  const later = (run: () => void) => setTimeout(run, 0);
  const send = (socket: FakeSocket, message: Uint8Array) =>
    later(
      () => socket.readyState === OPEN && socket.onmessage?.({ data: message } as MessageEvent),
    );
  const frame = (write: (encoder: encoding.Encoder) => void) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    write(encoder);
    return encoding.toUint8Array(encoder);
  };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    for (const socket of open)
      if (socket !== origin)
        send(
          socket,
          frame((e) => syncProtocol.writeUpdate(e, update)),
        );
  });

  const OPEN = 1;
  class FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    binaryType = 'arraybuffer';
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;

    constructor(readonly url: string) {
      connections.push(url);
      later(() => {
        if (this.readyState !== 0) return;
        if (!reachable) return this.serverClose(1006, 'unreachable');
        this.readyState = OPEN;
        open.add(this);
        this.onopen?.({} as Event);
        send(
          this,
          frame((e) => syncProtocol.writeSyncStep1(e, doc)),
        );
      });
    }

    send(data: Uint8Array): void {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, doc, this);
      if (encoding.length(encoder) > 1) send(this, encoding.toUint8Array(encoder));
    }

    close(): void {
      this.readyState = 3;
      open.delete(this);
    }

    serverClose(code: number, reason = ''): void {
      this.close();
      later(() => this.onclose?.({ code, reason } as CloseEvent));
    }
  }

  return {
    doc,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    connections,
    setReachable: (value) => {
      reachable = value;
    },
    closeAll: (code, reason) => [...open].forEach((socket) => socket.serverClose(code, reason)),
  };
}
