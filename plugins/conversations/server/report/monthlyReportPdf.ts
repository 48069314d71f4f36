import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatUSD, type ReportSection } from '@keel/core/domain';
import type { MonthlyReport } from './monthlyReport';

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const LINE = 15;

/** Text the standard fonts can draw: dashes and quotes kept plain, anything else outside ASCII as '?'. */
function plain(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Writes lines top to bottom, starting a new page when one is full. */
function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const room = () => {
    if (y < MARGIN + LINE) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  return {
    heading(text: string, size = 13) {
      y -= size === 13 ? 8 : 0;
      room();
      page.drawText(plain(text), { x: MARGIN, y, size, font: bold });
      y -= size + 6;
    },
    row(label: string, cents: number | null, options: { strong?: boolean; indent?: number } = {}) {
      room();
      const font = options.strong ? bold : regular;
      page.drawText(plain(label), { x: MARGIN + (options.indent ?? 0), y, size: 10, font });
      if (cents !== null) {
        const amount = formatUSD(cents);
        const width = font.widthOfTextAtSize(amount, 10);
        page.drawText(amount, { x: PAGE[0] - MARGIN - width, y, size: 10, font });
      }
      y -= LINE;
    },
    section(title: string, section: ReportSection, total: string) {
      this.row(title, null, { strong: true });
      for (const line of section.lines.filter((l) => l.amount !== 0))
        this.row(`${line.number} ${line.name}`, line.amount, { indent: 14 });
      this.row(total, section.total, { strong: true });
    },
  };
}

/**
 * The monthly financial report as a PDF: the month's profit and loss, the balance sheet at its end
 * and its cash flow, every amount from the ledger's reports.
 */
export async function monthlyReportPdf(
  report: MonthlyReport,
  companyName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(plain(`Monthly financial report, ${report.period.label}`));
  doc.setCreator('Keel');
  const out = writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const { profitAndLoss: pnl, balanceSheet: bs, cashFlow: cf } = report;
  out.heading(`${companyName}: monthly financial report`, 16);
  out.row(`${report.period.label} (${report.period.from} to ${report.period.to})`, null);

  out.heading('Profit and loss');
  out.section('Income', pnl.income, 'Total income');
  out.section('Cost of goods sold', pnl.costOfGoodsSold, 'Total cost of goods sold');
  out.row('Gross profit', pnl.grossProfit, { strong: true });
  out.section('Expenses', pnl.expenses, 'Total expenses');
  out.row('Net income', pnl.netIncome, { strong: true });

  out.heading(`Balance sheet at ${bs.asOf}`);
  out.section('Current assets', bs.currentAssets, 'Total current assets');
  out.section('Fixed assets', bs.fixedAssets, 'Total fixed assets');
  out.section('Other assets', bs.otherAssets, 'Total other assets');
  out.row('Total assets', bs.totalAssets, { strong: true });
  out.section('Current liabilities', bs.currentLiabilities, 'Total current liabilities');
  out.section('Long-term liabilities', bs.longTermLiabilities, 'Total long-term liabilities');
  out.row('Total liabilities', bs.totalLiabilities, { strong: true });
  out.section('Equity', bs.equity, 'Total equity accounts');
  out.row('Retained earnings', bs.retainedEarnings, { indent: 14 });
  out.row('Current year earnings', bs.currentYearEarnings, { indent: 14 });
  out.row('Total equity', bs.totalEquity, { strong: true });
  out.row('Total liabilities and equity', bs.totalLiabilitiesAndEquity, { strong: true });

  out.heading('Cash flow');
  out.row('Net income', cf.operating.netIncome, { indent: 14 });
  for (const line of cf.operating.adjustments.filter((l) => l.amount !== 0))
    out.row(`${line.number} ${line.name}`, line.amount, { indent: 14 });
  out.row('Cash from operating activities', cf.operating.total, { strong: true });
  out.section('Investing activities', cf.investing, 'Cash from investing activities');
  out.section('Financing activities', cf.financing, 'Cash from financing activities');
  out.row('Cash at start', cf.cashAtStart);
  out.row('Net change in cash', cf.netChange, { strong: true });
  out.row('Cash at end', cf.cashAtEnd, { strong: true });
  return doc.save();
}
