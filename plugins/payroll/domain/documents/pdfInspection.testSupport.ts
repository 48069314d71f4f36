import { expect } from 'vitest';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { textBounds, type PageLayout, type TextItem } from './layout/pageLayout';

const windows1252 = new TextDecoder('windows-1252');

/** A string a page shows, with the font resource and size it is set in. */
export interface PdfTextRun {
  readonly font: string;
  readonly size: number;
  readonly text: string;
}

/** Each page's `<hex> Tj` strings, decoded from WinAnsi, with the `Tf` font in effect. */
export async function pdfPageRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    if (!(contents instanceof PDFRawStream)) throw new Error('expected one content stream');
    const stream = new TextDecoder('latin1').decode(decodePDFRawStream(contents).decode());
    const runs: PdfTextRun[] = [];
    let font = '';
    let size = 0;
    for (const [, name, fontSize, hex] of stream.matchAll(
      /\/(\w+) ([\d.]+) Tf|<([0-9A-F]*)> Tj/g,
    )) {
      if (name !== undefined) {
        font = name;
        size = Number(fontSize);
        continue;
      }
      const bytes = Uint8Array.from(hex!.match(/../g) ?? [], (pair) => parseInt(pair, 16));
      runs.push({ font, size, text: windows1252.decode(bytes) });
    }
    return runs;
  });
}

/** The strings each page of a PDF shows, in drawing order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfPageRuns(bytes)).map((runs) => runs.map((run) => run.text));
}

/** The text items of a layout in drawing order. */
export function layoutTexts(page: PageLayout): string[] {
  return page.items
    .filter((item): item is TextItem => item.kind === 'text')
    .map((item) => item.text);
}

/** Fails when two text items overlap or one leaves the page (`margin` points from each edge). */
export function expectTidy(page: PageLayout, margin = 4): void {
  const texts = page.items.filter((item): item is TextItem => item.kind === 'text');
  const boxes = texts.map((item) => ({ item, box: textBounds(item) }));
  for (const { item, box } of boxes) {
    expect(box.x1, item.text).toBeGreaterThanOrEqual(margin);
    expect(box.x2, item.text).toBeLessThanOrEqual(page.width - margin);
    expect(box.y1, item.text).toBeGreaterThanOrEqual(margin);
    expect(box.y2, item.text).toBeLessThanOrEqual(page.height - margin);
  }
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i]!.box;
      const b = boxes[j]!.box;
      const overlap =
        a.x1 < b.x2 - 0.01 && b.x1 < a.x2 - 0.01 && a.y1 < b.y2 - 0.01 && b.y1 < a.y2 - 0.01;
      expect(overlap, `"${boxes[i]!.item.text}" overlaps "${boxes[j]!.item.text}"`).toBe(false);
    }
  }
}
