import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { Store } from 'tinybase';
import type { WebSocket } from 'ws';

/** One open sync connection. */
export interface Connection {
  userId: string;
  /** Who the connection's changes are by: 'First Last <email>'. */
  author: string;
  readOnly: boolean;
  /** Awareness client ids this connection controls, removed when it closes. */
  awarenessIds: Set<number>;
}

/** A loaded company document: its Y.Doc, presence, connections and the bound plugin stores. */
export interface SharedDoc {
  docId: string;
  companyId: string;
  scope: string;
  doc: Y.Doc;
  awareness: Awareness;
  conns: Map<WebSocket, Connection>;
  stores: Map<string, Store>;
  unbind: (() => void)[];
  dirty: boolean;
  saveTimer: NodeJS.Timeout | null;
  saving: Promise<void>;
  lastActive: number;
}
