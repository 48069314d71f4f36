import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { CLOSE } from './authorizeSync';
import { fullStateOf, type Connection, type SharedDoc } from './sharedDoc';
import { SyncRefusal } from './syncRefusal';

/** y-websocket's sync message type. */
export const MESSAGE_SYNC = 0;
/** y-websocket's awareness (presence) message type. */
export const MESSAGE_AWARENESS = 1;

/** Sends bytes if the socket is open. */
export function send(ws: WebSocket, message: Uint8Array): void {
  if (ws.readyState === ws.OPEN) ws.send(message, (error) => error && ws.terminate());
}

/**
 * Sends a message that carries document content once every update made before it is durable, so
 * no client ever holds what a crash of the server would lose; at once when nothing is waiting.
 */
export function sendWhenDurable(shared: SharedDoc, ws: WebSocket, message: Uint8Array): void {
  if (shared.unsaved === 0) send(ws, message);
  else
    shared.durable.then(
      () => send(ws, message),
      () => {},
    );
}

/** An encoded document update message. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** An encoded awareness message for some client ids. */
export function awarenessMessage(shared: SharedDoc, clientIds: number[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(
    encoder,
    awarenessProtocol.encodeAwarenessUpdate(shared.awareness, clientIds),
  );
  return encoding.toUint8Array(encoder);
}

/** The server's greeting: sync step 1 (and who is present). */
export function greet(shared: SharedDoc, ws: WebSocket): void {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, shared.doc);
  send(ws, encoding.toUint8Array(encoder));
  const present = [...shared.awareness.getStates().keys()];
  if (present.length > 0) send(ws, awarenessMessage(shared, present));
}

/**
 * Answers sync step 1 (the client's state vector) with step 2: what the client lacks. A client
 * with an empty copy gets the cached whole document instead of a fresh encoding.
 */
function answerSyncStep1(
  shared: SharedDoc,
  stateVector: Uint8Array,
  encoder: encoding.Encoder,
): void {
  if (Y.decodeStateVector(stateVector).size > 0) {
    syncProtocol.writeSyncStep2(encoder, shared.doc, stateVector);
    return;
  }
  encoding.writeVarUint(encoder, syncProtocol.messageYjsSyncStep2);
  encoding.writeVarUint8Array(encoder, fullStateOf(shared));
}

/** Presence updates are a few hundred bytes; anything much larger is not a browser's. */
export const AWARENESS_LIMIT_BYTES = 64 * 1024;
/** Awareness client ids one connection may hold (a browser tab holds one). */
export const AWARENESS_IDS_PER_CONNECTION = 16;

/** What a connection may do with the messages it sends. */
export interface MessageHandlers {
  /** A document update (sync step 2 or update) from a connection that may write. */
  applyUpdate(update: Uint8Array): void;
}

/**
 * Handles one message of a connection. A read-only connection may ask for the document (sync
 * step 1) but its step 2 and update messages are dropped: never applied, never stored. Anything
 * that is not a whole y-websocket sync or awareness message throws (a SyncRefusal, or the
 * decoder's error for a cut-off message), and the caller closes the connection.
 */
export function handleMessage(
  shared: SharedDoc,
  ws: WebSocket,
  conn: Pick<Connection, 'readOnly' | 'awarenessIds'>,
  data: Uint8Array,
  handlers: MessageHandlers,
): void {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  if (type === MESSAGE_SYNC) {
    const syncType = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (decoding.hasContent(decoder)) throw unexpected('bytes after the sync message');
    if (syncType === syncProtocol.messageYjsSyncStep1) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      answerSyncStep1(shared, payload, encoder);
      sendWhenDurable(shared, ws, encoding.toUint8Array(encoder));
    } else if (
      syncType === syncProtocol.messageYjsSyncStep2 ||
      syncType === syncProtocol.messageYjsUpdate
    ) {
      if (!conn.readOnly) handlers.applyUpdate(payload);
    } else throw unexpected(`unknown sync message type ${syncType}`);
  } else if (type === MESSAGE_AWARENESS) {
    const update = decoding.readVarUint8Array(decoder);
    if (decoding.hasContent(decoder)) throw unexpected('bytes after the awareness message');
    if (update.length > AWARENESS_LIMIT_BYTES)
      throw new SyncRefusal(CLOSE.tooLarge, 'Presence update too large');
    awarenessProtocol.applyAwarenessUpdate(shared.awareness, update, ws);
    if (conn.awarenessIds.size > AWARENESS_IDS_PER_CONNECTION)
      throw unexpected('too many presence ids on one connection');
  } else throw unexpected(`unknown message type ${type}`);
}

const unexpected = (detail: string) =>
  new SyncRefusal(CLOSE.badRequest, 'Unexpected message', detail);
