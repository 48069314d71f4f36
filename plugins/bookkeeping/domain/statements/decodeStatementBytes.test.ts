import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from './decodeStatementBytes';

describe('decodeStatementBytes', () => {
  it('reads UTF-8 with or without a BOM', () => {
    const text = 'Date,Description\n2026-11-01,Café € 5\n';
    const utf8 = new TextEncoder().encode(text);
    expect(decodeStatementBytes(utf8)).toBe(text);
    expect(decodeStatementBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    // "Café €5" in cp1252: é = 0xE9, € = 0x80.
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]);
    expect(decodeStatementBytes(bytes)).toBe('Café €5');
  });

  it('reads UTF-16 with a BOM', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00, 0x42, 0x00]);
    expect(decodeStatementBytes(bytes)).toBe('A,B');
  });
});
