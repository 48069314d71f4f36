/** What an upload's first bytes say it is: a zip (xlsx), an OLE2 compound file (xls), a PDF, or text. */
export type StatementBytesKind = 'xlsx' | 'xls' | 'pdf' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
// Readers accept "%PDF-" anywhere in the first 1024 bytes (some generators prepend junk).
const PDF_SEARCH = 1024;
const MARKUP_SEARCH = 4096;

/** Tells a binary statement file from its magic bytes; everything else is 'text'. */
export function sniffStatementBytes(bytes: Uint8Array): StatementBytesKind {
  if (startsWith(bytes, ZIP, 0) || startsWith(bytes, EMPTY_ZIP, 0)) return 'xlsx';
  if (startsWith(bytes, OLE2, 0)) return 'xls';
  const end = Math.min(bytes.length, PDF_SEARCH);
  for (let i = 0; i < end; i++) {
    if (bytes[i] === PDF[0] && startsWith(bytes, PDF, i)) return 'pdf';
  }
  return 'text';
}

/**
 * True for the HTML tables and Excel 2003 XML that many banks download with an .xls name;
 * the spreadsheet reader opens those too.
 */
export function isMarkupSpreadsheet(bytes: Uint8Array): boolean {
  let head = '';
  const end = Math.min(bytes.length, MARKUP_SEARCH);
  for (let i = 0; i < end; i++) head += String.fromCharCode(bytes[i]!);
  head = head.replace(/^(\xef\xbb\xbf)?\s*/, '');
  if (/^<\?xml\b/i.test(head)) return head.includes('urn:schemas-microsoft-com:office:spreadsheet');
  return /^<(!doctype html|html|table|meta|head|body)\b/i.test(head);
}

function startsWith(bytes: Uint8Array, magic: readonly number[], at: number): boolean {
  return magic.every((byte, i) => bytes[at + i] === byte);
}
