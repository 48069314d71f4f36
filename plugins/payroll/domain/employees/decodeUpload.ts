import { EmployeeImportError } from './employeeImportError';

/** What an upload's bytes are: an Excel workbook (zip or OLE2), an HTML/XML "Excel" file, or text. */
export type UploadKind = 'xlsx' | 'xls' | 'markup' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const NOT_A_SPREADSHEET = 'The file is not a CSV file or an Excel spreadsheet (.csv, .xlsx, .xls)';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/** Tells an upload's kind from its first bytes, whatever its name says. */
export function sniffUpload(bytes: Uint8Array): UploadKind {
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (startsWith(bytes, PDF)) throw new EmployeeImportError(`${NOT_A_SPREADSHEET}: it is a PDF`);
  const head = String.fromCharCode(...bytes.subarray(0, 512))
    .replace(/^(\xef\xbb\xbf)?\s*/, '')
    .toLowerCase();
  // Many systems download an HTML table or Excel 2003 XML with an .xls name.
  if (head.startsWith('<?xml')) {
    return head.includes('urn:schemas-microsoft-com:office:spreadsheet') ? 'markup' : 'text';
  }
  return /^<(!doctype html|html|table|meta|head|body)\b/.test(head) ? 'markup' : 'text';
}

/**
 * Text of a CSV upload: UTF-8 (with or without BOM), UTF-16 with a BOM (Excel's "Unicode
 * text"), else Windows-1252 (Excel's "CSV" on Windows). Binary data is refused.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) throw new EmployeeImportError('The file is empty');
  // Text files carry no control characters but tab and line breaks; binary files carry many.
  let control = 0;
  const sample = Math.min(text.length, 65_536);
  for (let i = 0; i < sample; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) throw new EmployeeImportError(NOT_A_SPREADSHEET);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control += 1;
  }
  if (control > sample / 100) throw new EmployeeImportError(NOT_A_SPREADSHEET);
  return text;
}
