import { describe, expect, it } from 'vitest';
import { declaredTypeAllowed, sniffAttachmentType } from './sniffAttachmentType';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffAttachmentType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a')],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/heic', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['image/heic', bytes([0, 0, 0, 0x18], 'ftypmif1')],
    ['application/pdf', bytes('%PDF-1.4\n')],
    ['application/pdf', bytes('\r\n\r\n%PDF-1.7')],
  ])('knows %s by its bytes', (type, head) => {
    expect(sniffAttachmentType(head)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['an MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom')],
    ['a RIFF WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_what, head) => {
    expect(sniffAttachmentType(head)).toBeNull();
  });

  it('accepts declared image and PDF types, and unknown, but not others', () => {
    for (const type of ['image/png', 'IMAGE/JPEG', 'image/heif', 'application/octet-stream', ''])
      expect(declaredTypeAllowed(type)).toBe(true);
    for (const type of ['text/html', 'image/svg+xml', 'text/plain', 'application/zip'])
      expect(declaredTypeAllowed(type)).toBe(false);
  });
});
