import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';

/**
 * The whole of a document as the server sends it on sync to the member signed in with `cookie`:
 * its raw bytes, to check what they hold (and what they must not).
 */
export function syncedBytes(wsUrl: string, docId: string, cookie: string): Promise<Buffer> {
  const ws = new WebSocket(`${wsUrl}/${docId}`, { headers: { cookie } });
  const received: Buffer[] = [];
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
    ws.on('open', () => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, 0);
      syncProtocol.writeSyncStep1(encoder, new Y.Doc());
      ws.send(encoding.toUint8Array(encoder));
    });
    ws.on('message', (data: Buffer) => {
      received.push(data);
      // The answer to our step 1 (sync step 2) is the whole document.
      if (data[0] === 0 && data[1] === syncProtocol.messageYjsSyncStep2) {
        ws.removeAllListeners('close');
        ws.close();
        resolve(Buffer.concat(received));
      }
    });
  });
}
