import type { PDFRef } from 'pdf-lib';
import type { PageLayout } from '../layout/pageLayout';
import { FONT_RESOURCE, pageContentStream } from './contentStream';

/** Reports `done` of `total` pages drawn, after each one (for a progress bar). */
export type ProgressListener = (done: number, total: number) => void;

/** The document's metadata (Info dictionary). */
export interface DocumentInfo {
  readonly title: string;
  readonly subject: string;
  readonly author: string;
  readonly keywords: readonly string[];
}

/** Pages drawn between two yields to the event loop, so a UI can repaint and a server respond. */
const PAGES_PER_YIELD = 50;

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws `count` laid-out pages into one PDF with the standard Helvetica, Helvetica-Bold and
 * Courier fonts (no font files). The fonts are embedded once per document and every page shares
 * one resource dictionary naming them. `pageAt(i)` is called once per page, in order, so pages
 * are laid out only when drawn. The output has no dates, so the same input gives the same bytes.
 */
export async function renderPdf(
  count: number,
  pageAt: (index: number) => PageLayout,
  info: DocumentInfo,
  onProgress?: ProgressListener,
): Promise<Uint8Array> {
  // pdf-lib loads with the first document, not with the server (about 20 MiB of its RSS).
  const { PDFDocument, PDFName, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setSubject(info.subject);
  doc.setAuthor(info.author);
  doc.setKeywords([...info.keywords]);
  doc.setCreator('Keel');
  doc.setProducer('Keel (pdf-lib)');
  doc.setLanguage('en-US');

  const { context } = doc;
  const fonts: Record<string, PDFRef> = {
    [FONT_RESOURCE.regular]: doc.embedStandardFont(StandardFonts.Helvetica).ref,
    [FONT_RESOURCE.bold]: doc.embedStandardFont(StandardFonts.HelveticaBold).ref,
    [FONT_RESOURCE.mono]: doc.embedStandardFont(StandardFonts.Courier).ref,
  };
  const resources = context.register(context.obj({ Font: fonts }));

  for (let index = 0; index < count; index += 1) {
    const layout = pageAt(index);
    const page = doc.addPage([layout.width, layout.height]);
    page.node.set(PDFName.of('Resources'), resources);
    page.node.set(
      PDFName.of('Contents'),
      context.register(context.flateStream(pageContentStream(layout))),
    );
    onProgress?.(index + 1, count);
    if ((index + 1) % PAGES_PER_YIELD === 0) await yieldToEventLoop();
  }
  return doc.save();
}
