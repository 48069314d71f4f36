// Windows-1252 bytes 0x80-0x9F; TextDecoder('windows-1252') in Node returns C1 controls for them.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CHUNK = 8192;

/** Turns an uploaded file's bytes into text: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows-1252. */
export function decodeStatementBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // OFX 1.x files declare CHARSET:1252 and many US bank CSVs are Windows-1252 without saying so;
    // bytes that are not valid UTF-8 are read as that.
    return decodeWindows1252(bytes);
  }
}

function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    codes[i] = byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte;
  }
  let text = '';
  for (let i = 0; i < codes.length; i += CHUNK) {
    text += String.fromCharCode(...codes.subarray(i, i + CHUNK));
  }
  return text;
}
