import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { monthName } from '@keel/core/domain';
import type { Certificate } from '../domain/certificates/schema';
import { scorePercent } from '../domain/certificates/schema';

/** US Letter, landscape. */
const PAGE = { width: 792, height: 612 };
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.37, 0.45);
const ACCENT = rgb(0.16, 0.33, 0.7);

/** Text the standard fonts can draw (WinAnsi); anything else shows as '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D]/g, '?');
}

function centered(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size: number,
  color = INK,
) {
  const safe = winAnsi(text);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** A long date in English, from YYYY-MM-DD, without reading any time zone. */
function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${monthName(month ?? 1)} ${day ?? ''}, ${year ?? ''}`;
}

/**
 * The certificate on one landscape page: the person's name, the module, the date and score, and
 * the verification code with the address where anyone can check it.
 */
export async function certificatePdf(
  certificate: Certificate,
  verifyUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Certificate: ${certificate.moduleTitle} - ${certificate.name}`));
  pdf.setAuthor('Keel Training Center');
  pdf.setSubject(`Verification code ${certificate.code}`);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({
    x: 28,
    y: 28,
    width: PAGE.width - 56,
    height: PAGE.height - 56,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 38,
    y: 38,
    width: PAGE.width - 76,
    height: PAGE.height - 76,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });
  centered(page, 'KEEL TRAINING CENTER', 500, sans, 13, ACCENT);
  centered(page, 'Certificate of Completion', 455, serifBold, 36);
  centered(page, 'This certifies that', 405, serif, 16, MUTED);
  centered(page, certificate.name, 360, serifBold, 32);
  centered(
    page,
    'has completed every lesson and passed the final assessment of',
    318,
    serif,
    16,
    MUTED,
  );
  centered(page, certificate.moduleTitle, 280, serifBold, 24);
  centered(
    page,
    `on ${longDate(certificate.issuedOn)}, answering ${certificate.right} of ${certificate.asked} questions right (${scorePercent(certificate)}%).`,
    245,
    serif,
    14,
    MUTED,
  );
  centered(page, `Verification code: ${certificate.code}`, 130, sans, 13);
  centered(page, `Check it at ${verifyUrl}`, 110, sans, 10, MUTED);
  return pdf.save();
}
