import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import { CLOSE } from './authorizeSync';
import type { SharedDoc } from './sharedDoc';
import { SyncRefusal } from './syncRefusal';
import { updateProblem } from './updateCheck';

/**
 * Applies one update a connection sent to the shared document, in one transaction whose origin is
 * the connection's socket. The update is checked whole first (updateCheck.ts); a bad one throws a
 * SyncRefusal and leaves the document untouched.
 *
 * Yjs keeps the part of an update that waits for missing structs ("pending") and applies it with
 * whichever update brings them, in that update's transaction. Pending data is therefore kept only
 * for the connection that sent it: before another connection's update is applied, and when that
 * connection closes, it is dropped. Otherwise one member's change could be applied in another's
 * transaction, judged by their role and recorded under their name. A client whose pending data
 * was dropped sends it again in its next sync step 2.
 */
export function applyClientUpdate(shared: SharedDoc, ws: WebSocket, update: Uint8Array): void {
  const problem = updateProblem(update);
  if (problem) throw new SyncRefusal(CLOSE.badRequest, 'Malformed update', problem);
  if (shared.pendingFrom !== ws) dropPending(shared);
  Y.transact(shared.doc, () => Y.applyUpdate(shared.doc, update, ws), ws, false);
  const { pendingStructs, pendingDs } = shared.doc.store;
  shared.pendingFrom = pendingStructs || pendingDs ? ws : null;
}

/** Forgets the data waiting for structs that never came (see applyClientUpdate). */
export function dropPending(shared: SharedDoc): void {
  shared.doc.store.pendingStructs = null;
  shared.doc.store.pendingDs = null;
  shared.pendingFrom = null;
}
