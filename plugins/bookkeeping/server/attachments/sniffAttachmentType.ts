/** The media types a transaction may have attached: receipts as photos or PDFs. */
export const attachmentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;

/** One of `attachmentTypes`. */
export type AttachmentType = (typeof attachmentTypes)[number];

/** How many leading bytes `sniffAttachmentType` looks at. */
export const SNIFF_BYTES = 1024;

// Brands of the ISO base media file format (the 'ftyp' box) that mark HEIC/HEIF images.
const heicBrands = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, i) => bytes[i] === byte);

/**
 * The type the file's own bytes show (its magic number), or null when it is none of
 * `attachmentTypes`; what the uploader declared is never trusted on its own.
 */
export function sniffAttachmentType(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp' && heicBrands.has(ascii(head, 8, 12))) return 'image/heic';
  // PDF readers accept the header anywhere in the first kilobyte.
  if (ascii(head, 0, Math.min(head.length, SNIFF_BYTES)).includes('%PDF-'))
    return 'application/pdf';
  return null;
}

// Declared types browsers send for the files above, plus "unknown": the bytes decide.
const declaredTypes = new Set<string>([
  ...attachmentTypes,
  'image/jpg',
  'image/pjpeg',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
  'application/x-pdf',
  'application/octet-stream',
  '',
]);

/** Whether the uploader's declared type may hold an image or PDF at all. */
export function declaredTypeAllowed(type: string): boolean {
  return declaredTypes.has(type.toLowerCase());
}
