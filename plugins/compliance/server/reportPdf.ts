import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { ReportLine } from '../domain/report/reportLines';

const PAGE = { width: 612, height: 792, margin: 54 };
const STYLES = {
  title: { size: 18, bold: true, gap: 10, color: rgb(0, 0, 0) },
  heading: { size: 12, bold: true, gap: 8, color: rgb(0, 0, 0) },
  text: { size: 9.5, bold: false, gap: 2, color: rgb(0, 0, 0) },
  muted: { size: 9, bold: false, gap: 2, color: rgb(0.35, 0.35, 0.4) },
} as const;

/** Text the standard fonts can draw (WinAnsi): arrows and other signs spelled out. */
export function pdfSafe(text: string): string {
  return text
    .replace(/→/g, '->')
    .replace(/×/g, 'x')
    .replace(/÷/g, '/')
    .replace(/✓/g, 'v')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2026]/g, '?');
}

/** Splits text into lines no wider than `width` in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Draws the report's lines on US Letter pages, wrapping and breaking pages as needed. */
export async function reportPdf(lines: readonly ReportLine[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafe(lines[0]?.text ?? 'Compliance Report'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const line of lines) {
    const style = STYLES[line.style];
    const font = style.bold ? bold : regular;
    y -= style.gap;
    for (const text of wrap(pdfSafe(line.text), font, style.size, width)) {
      if (y - style.size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.size * 1.3;
      page.drawText(text, { x: PAGE.margin, y, size: style.size, font, color: style.color });
    }
  }
  return pdf.save();
}
