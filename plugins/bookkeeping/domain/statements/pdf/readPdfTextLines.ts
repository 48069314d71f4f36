import { StatementError } from '../statementError';
import { loadPdfjs } from './loadPdfjs';
import { groupPdfTextLines, type PdfTextItem, type PdfTextLine } from './pdfTextLines';

/** A PDF's text: its lines in reading order, and how many characters of text it has at all. */
export interface PdfText {
  pages: number;
  lines: PdfTextLine[];
  /** Non-space characters in the whole text layer, rotated text included; 0 for a scanned image. */
  characters: number;
}

/** Extracts the text lines of every page with pdf.js; throws StatementError for unreadable PDFs. */
export async function readPdfTextLines(bytes: Uint8Array): Promise<PdfText> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // A copy: pdf.js takes over (detaches) the buffer it is given, and refuses Node Buffers.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const lines: PdfTextLine[] = [];
    let characters = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const view = page.getViewport({ scale: 1 }).transform;
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        characters += item.str.replace(/\s+/g, '').length;
        // Into display space (the page's /Rotate applied), then y flipped to grow upwards again.
        const [, b, c, d, e, f] = multiply(view, item.transform as number[]);
        const fontSize = Math.hypot(c, d);
        // Rotated text (a diagonal "COPY" watermark, a vertical margin note) is no statement line.
        if (fontSize === 0 || Math.abs(b) > 0.01 * fontSize || Math.abs(c) > 0.01 * fontSize)
          continue;
        items.push({ text: item.str, x: e, y: -f, width: item.width, fontSize });
      }
      lines.push(...groupPdfTextLines(number, items, lines.length + 1));
      page.cleanup();
    }
    return { pages: document.numPages, lines, characters };
  } catch (error) {
    if (error instanceof StatementError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new StatementError(
        'This PDF is password-protected; save it without a password (or download it again) and upload it again',
      );
    }
    if (name === 'InvalidPDFException') {
      throw new StatementError(
        'This file is not a readable PDF: it is damaged or not a PDF at all',
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new StatementError(`This PDF could not be read (${reason})`);
  } finally {
    await task.destroy();
  }
}

/** The product of two PDF transformation matrices [a b c d e f] (m2 applied first). */
function multiply(
  m1: readonly number[],
  m2: readonly number[],
): [number, number, number, number, number, number] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}
