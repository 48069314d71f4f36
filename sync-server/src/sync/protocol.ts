import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { fullStateOf, type SharedDoc } from './sharedDoc';

/** y-websocket's sync message type. */
export const MESSAGE_SYNC = 0;
/** y-websocket's awareness (presence) message type. */
export const MESSAGE_AWARENESS = 1;

/** Sends bytes if the socket is open. */
export function send(ws: WebSocket, message: Uint8Array): void {
  if (ws.readyState === ws.OPEN) ws.send(message, (error) => error && ws.terminate());
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
  decoder: decoding.Decoder,
  encoder: encoding.Encoder,
): void {
  const stateVector = decoding.readVarUint8Array(decoder);
  if (Y.decodeStateVector(stateVector).size > 0) {
    syncProtocol.writeSyncStep2(encoder, shared.doc, stateVector);
    return;
  }
  encoding.writeVarUint(encoder, syncProtocol.messageYjsSyncStep2);
  encoding.writeVarUint8Array(encoder, fullStateOf(shared));
}

/**
 * Handles one message of a connection. A read-only connection may ask for the document (sync
 * step 1) but its step 2 and update messages are dropped: never applied, never stored.
 */
export function handleMessage(
  shared: SharedDoc,
  ws: WebSocket,
  readOnly: boolean,
  data: Uint8Array,
): void {
  const decoder = decoding.createDecoder(data);
  const type = decoding.readVarUint(decoder);
  if (type === MESSAGE_SYNC) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    const syncType = decoding.readVarUint(decoder);
    if (syncType === syncProtocol.messageYjsSyncStep1) answerSyncStep1(shared, decoder, encoder);
    else if (readOnly) return;
    else if (syncType === syncProtocol.messageYjsSyncStep2)
      syncProtocol.readSyncStep2(decoder, shared.doc, ws);
    else if (syncType === syncProtocol.messageYjsUpdate)
      syncProtocol.readUpdate(decoder, shared.doc, ws);
    else throw new Error(`Unknown sync message type ${syncType}`);
    if (encoding.length(encoder) > 1) send(ws, encoding.toUint8Array(encoder));
  } else if (type === MESSAGE_AWARENESS) {
    awarenessProtocol.applyAwarenessUpdate(
      shared.awareness,
      decoding.readVarUint8Array(decoder),
      ws,
    );
  }
}
