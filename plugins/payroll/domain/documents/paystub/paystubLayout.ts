import { formatUSD } from '@keel/core/domain';
import {
  LETTER,
  MARGIN,
  PageBuilder,
  pageLines,
  type Cell,
  type Entry,
  type PageLayout,
  type PageWriter,
} from '../layout/pageLayout';
import type { FontKey } from '../text/fontMetrics';
import { paystubFigures, type FigureRow, type PaystubFigures } from './paystubFigures';
import { paystubSchema, type Paystub, type PaystubInput } from './paystubSchema';

const LEFT = MARGIN;
const RIGHT = LETTER.width - MARGIN;
/** Right edges of the number columns. */
const COLUMN = { hours: 380, rate: 446, current: 508, ytd: RIGHT } as const;
const DESCRIPTION_WIDTH = 280;
const AMOUNT_WIDTH = 58;
const NOTE_INDENT = LEFT + 10;
const FOOTER_TOP = 58;
/** Scales tried in turn until the page fits (a crowded stub is laid out smaller). */
const SCALES = [1, 0.92, 0.84, 0.76, 0.68] as const;

const BODY = 9;
const HEADING = 8;
const NOTE = 6.5;
const NOTE_GRAY = 0.3;
const BAND_GRAY = 0.9;

/** Employer or employee block on the left, the other block right-aligned. */
function twoColumns(
  w: PageWriter,
  left: readonly Entry[],
  right: readonly Entry[],
  leftWidth: number,
): void {
  w.columns(left, right, {
    leftX: LEFT,
    leftWidth,
    rightX: RIGHT,
    rightWidth: RIGHT - LEFT - leftWidth - 12,
  });
}

function money(cents: number, column: number): Cell {
  return { text: formatUSD(cents), x: column, align: 'right', maxWidth: AMOUNT_WIDTH };
}

function tableHeading(w: PageWriter, title: string, columns: readonly Cell[]): void {
  const style = { size: HEADING, font: 'bold' as const };
  w.band(LEFT, RIGHT, style, BAND_GRAY);
  w.line([{ text: title, x: LEFT + 3 }, ...columns], { ...style, after: 2 });
}

function note(w: PageWriter, text: string | undefined): void {
  if (text === undefined) return;
  w.paragraph(text, NOTE_INDENT, RIGHT - NOTE_INDENT, { size: NOTE, gray: NOTE_GRAY });
  w.gap(1.5);
}

/** A money row (description, current, year to date) and its note. */
function figureRow(w: PageWriter, row: FigureRow, font: FontKey = 'regular'): void {
  w.line(
    [
      { text: row.label, x: LEFT, maxWidth: DESCRIPTION_WIDTH },
      money(row.current, COLUMN.current),
      money(row.ytd, COLUMN.ytd),
    ],
    { size: BODY, font },
  );
  note(w, row.note);
}

const MONEY_HEADINGS: readonly Cell[] = [
  { text: 'Current', x: COLUMN.current, align: 'right' },
  { text: 'Year to date', x: COLUMN.ytd, align: 'right' },
];

function header(w: PageWriter, stub: Paystub, figures: PaystubFigures): void {
  const employer = stub.employer;
  twoColumns(
    w,
    [
      { text: employer.legalName, font: 'bold', size: 13 },
      ...employer.addressLines.map((text) => ({ text, font: 'regular' as const, size: BODY })),
      ...(employer.phone ? [{ text: employer.phone, font: 'regular' as const, size: BODY }] : []),
    ],
    [{ text: 'Earnings Statement', font: 'bold', size: 13 }],
    330,
  );
  w.gap(4);
  w.rule(LEFT, RIGHT, { thickness: 1 });
  w.gap(2);
  const entries = (lines: readonly string[], boldFirst: boolean) =>
    lines.map((text, i) => ({
      text,
      font: (boldFirst && i === 0 ? 'bold' : 'regular') as FontKey,
      size: BODY,
    }));
  twoColumns(w, entries(figures.employeeLines, true), entries(figures.periodLines, false), 260);
  w.gap(8);
}

function earnings(w: PageWriter, figures: PaystubFigures): void {
  tableHeading(w, 'EARNINGS', [
    { text: 'Hours', x: COLUMN.hours, align: 'right' },
    { text: 'Rate', x: COLUMN.rate, align: 'right' },
    ...MONEY_HEADINGS,
  ]);
  for (const row of figures.earnings) {
    w.line(
      [
        { text: row.label, x: LEFT, maxWidth: DESCRIPTION_WIDTH },
        { text: row.hours, x: COLUMN.hours, align: 'right', maxWidth: 50 },
        { text: row.rate, x: COLUMN.rate, align: 'right', maxWidth: 62 },
        money(row.current, COLUMN.current),
      ],
      { size: BODY },
    );
  }
  const hours = /^\d/.test(figures.totalHours);
  w.line(
    hours
      ? [
          { text: 'Total hours worked', x: LEFT },
          { text: figures.totalHours, x: COLUMN.hours, align: 'right', maxWidth: 50 },
        ]
      : [{ text: `Total hours worked: ${figures.totalHours}`, x: LEFT }],
    { size: BODY },
  );
  w.rule(LEFT, RIGHT);
  figureRow(w, figures.gross, 'bold');
  w.gap(6);
}

function moneyTable(
  w: PageWriter,
  title: string,
  rows: readonly FigureRow[],
  total: FigureRow,
): void {
  tableHeading(w, title, MONEY_HEADINGS);
  for (const row of rows) figureRow(w, row);
  w.rule(LEFT, RIGHT);
  figureRow(w, total, 'bold');
  w.gap(6);
}

function netPay(w: PageWriter, figures: PaystubFigures): void {
  w.rule(LEFT, RIGHT, { thickness: 1 });
  w.line(
    [
      { text: 'Net pay', x: LEFT },
      money(figures.net.current, COLUMN.current),
      money(figures.net.ytd, COLUMN.ytd),
    ],
    { size: 11, font: 'bold' },
  );
  note(w, figures.net.note);
  w.gap(6);
}

function closing(w: PageWriter, stub: Paystub): void {
  if (stub.sickLeaveAvailableHours !== undefined) {
    // Labor Code §246(i): paid sick leave available, on the statement (formats 1d).
    w.line(
      [
        {
          text: `Paid sick leave available: ${stub.sickLeaveAvailableHours.toFixed(2)} hours`,
          x: LEFT,
        },
      ],
      { size: BODY, after: 4 },
    );
  }
  if (stub.notes.length > 0) {
    w.line([{ text: 'Notes', x: LEFT }], { size: HEADING, font: 'bold' });
    for (const text of stub.notes) w.paragraph(text, LEFT, RIGHT - LEFT, { size: 8 });
  }
}

function footer(builder: PageBuilder): void {
  const w = builder.writer(FOOTER_TOP - 12);
  w.rule(LEFT, RIGHT);
  w.paragraph(
    'Year to date includes this pay. Amounts are in US dollars. The small print under a line ' +
      'shows how that figure was computed.',
    LEFT,
    RIGHT - LEFT,
    { size: 7, gray: NOTE_GRAY },
  );
}

/** The page at one scale, or undefined when it does not fit above the footer. */
function layoutAt(stub: Paystub, figures: PaystubFigures, scale: number): PageLayout | undefined {
  const builder = new PageBuilder();
  const w = builder.writer(LETTER.height - MARGIN, scale);
  header(w, stub, figures);
  earnings(w, figures);
  moneyTable(w, 'TAXES WITHHELD', figures.taxes, figures.totalTaxes);
  moneyTable(w, 'DEDUCTIONS (AFTER TAX)', figures.deductions, figures.totalDeductions);
  netPay(w, figures);
  closing(w, stub);
  if (w.y < FOOTER_TOP) return undefined;
  footer(builder);
  return builder.page();
}

/**
 * One letter page for a parsed paystub (formats 1d): employer, employee, period, earnings with
 * hours and rates, each tax and deduction with current and year-to-date amounts and the note
 * that explains it, and net pay. A crowded stub is laid out smaller so it stays on one page.
 */
export function layoutPaystub(stub: Paystub): PageLayout {
  const figures = paystubFigures(stub);
  for (const scale of SCALES) {
    const page = layoutAt(stub, figures, scale);
    if (page) return page;
  }
  throw new RangeError(`The paystub of ${stub.employee.name} does not fit on one page`);
}

/** The printed lines of a paystub, in order (cells joined with " | "); see pageLines. */
export function paystubLines(input: PaystubInput): string[] {
  return pageLines(layoutPaystub(paystubSchema.parse(input)));
}
