import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FormField, FormSheet } from '../../domain/documents/yearForms';

const PAGE = { width: 612, height: 792, margin: 40 };
const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.35);
const RULE = rgb(0.55, 0.55, 0.6);

/** Text the standard fonts can draw (WinAnsi). */
function pdfSafe(text: string): string {
  return text
    .replace(/§/g, 'section ')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2026]/g, '?');
}

/** Splits text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of pdfSafe(text).split(/\s+/)) {
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

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one boxed field: the box id and title small at the top, the value below. */
function drawField(
  page: PDFPage,
  fonts: Fonts,
  field: FormField,
  at: { x: number; top: number; width: number; height: number },
  valueSize: number,
) {
  page.drawRectangle({
    x: at.x,
    y: at.top - at.height,
    width: at.width,
    height: at.height,
    borderColor: RULE,
    borderWidth: 0.8,
  });
  const title = field.box ? `${field.box}  ${field.label}` : field.label;
  let y = at.top - 10;
  for (const line of wrap(title, fonts.regular, 7, at.width - 8).slice(0, 2)) {
    page.drawText(line, { x: at.x + 4, y, size: 7, font: fonts.regular, color: MUTED });
    y -= 8.5;
  }
  y -= valueSize * 0.6;
  for (const line of wrap(field.value, fonts.bold, valueSize, at.width - 8).slice(0, 2)) {
    page.drawText(line, { x: at.x + 4, y, size: valueSize, font: fonts.bold, color: INK });
    y -= valueSize * 1.2;
  }
}

/** Draws one form on one US Letter page: heading, copy legend, parties, amounts, notes. */
function drawSheet(page: PDFPage, fonts: Fonts, sheet: FormSheet) {
  const { margin, width, height } = PAGE;
  const inner = width - 2 * margin;
  let top = height - margin;
  page.drawText(pdfSafe(`${sheet.form}  ${sheet.taxYear}`), {
    x: margin,
    y: top - 18,
    size: 18,
    font: fonts.bold,
    color: INK,
  });
  page.drawText(pdfSafe(sheet.title), {
    x: margin,
    y: top - 34,
    size: 11,
    font: fonts.regular,
    color: INK,
  });
  top -= 44;
  // The copy legend, in a band of its own so no one mistakes the page for a filing copy.
  const legend = [sheet.copy.toUpperCase(), sheet.notice];
  const legendLines = legend.flatMap((text, i) =>
    wrap(text, i === 0 ? fonts.bold : fonts.regular, 9, inner - 16).map((line) => ({ line, i })),
  );
  const bandHeight = legendLines.length * 12 + 10;
  page.drawRectangle({
    x: margin,
    y: top - bandHeight,
    width: inner,
    height: bandHeight,
    color: rgb(0.93, 0.95, 1),
    borderColor: RULE,
    borderWidth: 0.8,
  });
  let y = top - 15;
  for (const { line, i } of legendLines) {
    page.drawText(line, {
      x: margin + 8,
      y,
      size: 9,
      font: i === 0 ? fonts.bold : fonts.regular,
      color: INK,
    });
    y -= 12;
  }
  top -= bandHeight + 12;
  for (const field of sheet.parties) {
    drawField(page, fonts, field, { x: margin, top, width: inner, height: 40 }, 11);
    top -= 40;
  }
  top -= 12;
  // Amounts two to a row as on the forms; the state boxes (15 to 17) three to a row, a state each.
  const stateBoxes = new Set(['15', '16', '17']);
  const rows = (fields: readonly FormField[], perRow: number) =>
    Array.from({ length: Math.ceil(fields.length / perRow) }, (_, i) =>
      fields.slice(i * perRow, i * perRow + perRow),
    );
  for (const [fields, perRow] of [
    [sheet.amounts.filter((f) => !stateBoxes.has(f.box)), 2],
    [sheet.amounts.filter((f) => stateBoxes.has(f.box)), 3],
  ] as const) {
    const cell = inner / perRow;
    for (const row of rows(fields, perRow)) {
      row.forEach((field, column) =>
        drawField(
          page,
          fonts,
          field,
          { x: margin + column * cell, top, width: cell, height: 42 },
          13,
        ),
      );
      top -= 42;
    }
  }
  top -= 16;
  for (const line of wrap(sheet.footer, fonts.regular, 8, inner)) {
    page.drawText(line, { x: margin, y: top, size: 8, font: fonts.regular, color: MUTED });
    top -= 10;
  }
}

/** The forms as one PDF, a page each. */
export async function formsPdf(title: string, sheets: readonly FormSheet[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafe(title));
  pdf.setCreator('Keel');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  for (const sheet of sheets) drawSheet(pdf.addPage([PAGE.width, PAGE.height]), fonts, sheet);
  return pdf.save();
}
