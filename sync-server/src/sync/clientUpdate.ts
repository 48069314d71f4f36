import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import { CLOSE } from './authorizeSync';
import type { SharedDoc } from './sharedDoc';
import { changedRoots, revertRoot } from './revertChanges';
import { SyncRefusal } from './syncRefusal';
import { checkUpdate } from './updateCheck';

/** Transactions in which a connection's change was reverted: their update goes to the sender too. */
const reverted = new WeakSet<Y.Transaction>();

/** Whether a transaction reverted (part of) what its connection sent. */
export function revertedIn(tr: Y.Transaction): boolean {
  return reverted.has(tr);
}

/**
 * Applies one update a connection sent to the shared document, in one transaction whose origin is
 * the connection's socket. The update is checked whole first (updateCheck.ts); a bad one throws a
 * SyncRefusal and leaves the document untouched. So does `admit`, called with the bytes the update
 * would add to the document before anything is applied, when it throws (the size limits).
 *
 * Then the member's role rules (docs/sync.md, "Write rules"): every top-level map the update
 * changed must be one the connection may write (`writable`, from the manifests' table `write`
 * roles and `writtenBy`). What it did to any other map, a table its role may not change, a
 * server-written table or a name that is no table, is reverted inside the same transaction
 * (revertChanges.ts), so the stores, guards, peers and saves only ever see the allowed part.
 * Returns the names of the maps whose change was reverted.
 *
 * Yjs keeps the part of an update that waits for missing structs ("pending") and applies it with
 * whichever update brings them, in that update's transaction. Pending data is therefore kept only
 * for the connection that sent it: before another connection's update is applied, and when that
 * connection closes, it is dropped. Otherwise one member's change could be applied in another's
 * transaction, judged by their role and recorded under their name. A client whose pending data
 * was dropped sends it again in its next sync step 2.
 */
export function applyClientUpdate(
  shared: SharedDoc,
  ws: WebSocket,
  update: Uint8Array,
  writable: ReadonlySet<string>,
  admit: (newBytes: number) => void = () => {},
): string[] {
  const checked = checkUpdate(update, (client) => Y.getState(shared.doc.store, client));
  if (!checked.ok) throw new SyncRefusal(CLOSE.badRequest, 'Malformed update', checked.problem);
  admit(checked.newBytes);
  if (shared.pendingFrom !== ws) dropPending(shared);
  const refused: string[] = [];
  Y.transact(
    shared.doc,
    (tr) => {
      Y.applyUpdate(shared.doc, update, ws);
      for (const [name, root] of changedRoots(tr)) {
        if (writable.has(name)) continue;
        revertRoot(tr, root);
        refused.push(name);
      }
      if (refused.length > 0) reverted.add(tr);
    },
    ws,
    false,
  );
  const { pendingStructs, pendingDs } = shared.doc.store;
  shared.pendingFrom = pendingStructs || pendingDs ? ws : null;
  return refused;
}

/** Forgets the data waiting for structs that never came (see applyClientUpdate). */
export function dropPending(shared: SharedDoc): void {
  shared.doc.store.pendingStructs = null;
  shared.doc.store.pendingDs = null;
  shared.pendingFrom = null;
}
