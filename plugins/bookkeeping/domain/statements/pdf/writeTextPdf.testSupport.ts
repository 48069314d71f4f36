// Test support: writes small, valid text PDFs by hand so the PDF reader's tests need no fixtures.

/** A run of text drawn at x, y (points from the page's bottom left) in Helvetica. */
export interface PdfTextRun {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

/** A page: text runs, or an image only (a scanned page has no text layer). */
export type TestPdfPage = { runs: readonly PdfTextRun[] } | { image: true };

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

/** A PDF 1.4 file with one page per entry; text uses the standard Helvetica fonts (WinAnsi). */
export function writeTextPdf(pages: readonly TestPdfPage[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages' object numbers are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const content =
      'image' in page
        ? // A 2x2 grey image stretched over the page, as a scanner writes one.
          `q ${PAGE_WIDTH} 0 0 ${PAGE_HEIGHT} 0 0 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x80\xc0\x40\xff EI Q`
        : page.runs
            .map(
              (run) =>
                `BT /${run.bold ? 'F2' : 'F1'} ${run.size ?? 9} Tf ${run.x} ${run.y} Td (${escape(run.text)}) Tj ET`,
            )
            .join('\n');
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // One byte per character: the file is Latin-1 (WinAnsi text, binary image bytes).
  return Uint8Array.from(file, (char) => char.charCodeAt(0) & 0xff);
}

function escape(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}
