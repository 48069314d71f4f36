import { StatementError } from './statementError';
import type { StatementFormat } from './statementLine';

const BY_EXTENSION: Record<string, StatementFormat> = {
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  ofx: 'ofx',
  qfx: 'ofx',
  qbo: 'ofx',
  qif: 'qif',
  xlsx: 'xlsx',
  xls: 'xls',
  pdf: 'pdf',
};

/** Tells which kind of statement a file is, from its content first and its name second. */
export function detectStatementFormat(fileName: string, text: string): StatementFormat {
  const head = text
    .slice(0, 4096)
    .replace(/^\ufeff/, '')
    .trimStart();
  if (head.startsWith('%PDF-')) return 'pdf';
  if (head.startsWith('PK\u0003\u0004')) return 'xlsx';
  if (head.startsWith('\u00d0\u00cf\u0011\u00e0')) return 'xls';
  if (/^OFXHEADER\s*:/i.test(head) || /<\?OFX\s|<OFX[\s>]/i.test(head)) return 'ofx';
  if (/^!(Type|Account|Option|Clear)\b/i.test(head)) return 'qif';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const format = BY_EXTENSION[extension];
  if (format === undefined || head.includes('\u0000')) {
    throw new StatementError(
      `"${fileName}" is not a bank statement: Keel reads .csv, .ofx, .qfx, .qif, .xlsx, .xls and .pdf files`,
    );
  }
  return format;
}
