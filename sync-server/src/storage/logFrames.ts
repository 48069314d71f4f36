import { crc32 } from 'node:zlib';

/** Bytes before each record's payload: its length and its CRC-32, both 32-bit little-endian. */
const HEADER = 8;

/** The bytes a record's payload follows: its length and CRC-32. */
export function frameHeader(payload: Uint8Array): Buffer {
  const header = Buffer.allocUnsafe(HEADER);
  header.writeUInt32LE(payload.byteLength, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return header;
}

/** One record as it is stored: length, CRC-32, then the payload. */
export function frame(payload: Uint8Array): Buffer {
  return Buffer.concat([frameHeader(payload), payload]);
}

/**
 * The records of `bytes` from `start`, up to the first one cut short or failing its checksum (a
 * write a crash tore), and where that one begins: nothing after it is read, since what follows
 * a torn record cannot be framed with certainty.
 */
export function readFrames(bytes: Buffer, start = 0): { payloads: Buffer[]; validBytes: number } {
  const payloads: Buffer[] = [];
  let at = start;
  while (bytes.length - at >= HEADER) {
    const length = bytes.readUInt32LE(at);
    const end = at + HEADER + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(at + HEADER, end);
    if (crc32(payload) !== bytes.readUInt32LE(at + 4)) break;
    payloads.push(payload);
    at = end;
  }
  return { payloads, validBytes: at };
}
