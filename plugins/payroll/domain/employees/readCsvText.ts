import { EmployeeImportError } from './employeeImportError';
import type { SheetRow } from './sheetRow';

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Splits CSV text into rows per RFC 4180: quoted cells with doubled quotes and line breaks,
 * CRLF, LF or CR endings. The delimiter is the one of , ; or tab the first line uses most
 * (Excel in many European locales saves with ;), or the one an Excel "sep=" line names.
 * Row numbers count every record, blank ones too, as a spreadsheet shows them.
 */
export function readCsvText(text: string): SheetRow[] {
  let body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let delimiter = detectDelimiter(body);
  const sep = /^sep=([,;\t|])\r?\n?/i.exec(body);
  if (sep) {
    delimiter = sep[1]!;
    body = body.slice(sep[0].length);
  }
  return splitRecords(body, delimiter).map((cells, index) => ({ row: index + 1, cells }));
}

/** The delimiter the first non-blank line uses most, outside quotes; a comma when none. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let inQuotes = false;
  let seenContent = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      if (seenContent) break;
    } else if (!inQuotes && (DELIMITERS as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
      seenContent = true;
    } else if (char.trim()) seenContent = true;
  }
  let best = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

function isBreak(char: string | undefined): boolean {
  return char === '\n' || char === '\r';
}

function splitRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  const end = text.length;
  let fields: string[] = [];
  let i = 0;
  for (;;) {
    let value: string;
    if (text[i] === '"') {
      value = '';
      let start = i + 1;
      for (;;) {
        const close = text.indexOf('"', start);
        if (close === -1) {
          throw new EmployeeImportError(
            `Row ${records.length + 1}: a quoted cell is never closed (a " is missing)`,
          );
        }
        if (text[close + 1] === '"') {
          value += text.slice(start, close + 1);
          start = close + 2;
          continue;
        }
        value += text.slice(start, close);
        i = close + 1;
        break;
      }
      // Text after a closing quote (`"a"b`) is kept as written rather than refused.
      const rest = i;
      while (i < end && text[i] !== delimiter && !isBreak(text[i])) i += 1;
      value += text.slice(rest, i);
    } else {
      const start = i;
      while (i < end && text[i] !== delimiter && !isBreak(text[i])) i += 1;
      value = text.slice(start, i);
    }
    fields.push(value);
    if (i >= end) {
      records.push(fields);
      return records;
    }
    if (text[i] === delimiter) {
      i += 1;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(fields);
    fields = [];
    // A final line break ends the last record; it does not start an empty one.
    if (i >= end) return records;
  }
}
