import { formatUSD } from '@keel/core/domain';
import { amountInWords } from '../../checks';
import {
  LETTER,
  MARGIN,
  PageBuilder,
  pageLines,
  type Cell,
  type PageLayout,
  type PageWriter,
} from '../layout/pageLayout';
import { paystubFigures, type FigureRow, type PaystubFigures } from '../paystub/paystubFigures';
import { periodText, usDate } from '../schemaParts';
import { textWidth, wrapText } from '../text/fontMetrics';
import { toWinAnsi } from '../text/winAnsi';
import {
  payrollCheckSchema,
  type PayrollCheck,
  type PayrollCheckInput,
} from './payrollCheckSchema';

const LEFT = MARGIN;
const RIGHT = LETTER.width - MARGIN;
const INCH = 72;
/** A business check is 8.5" x 3.5" at the top of the letter sheet (formats 1e, "Sizes"). */
export const CHECK_BOTTOM = LETTER.height - 3.5 * INCH;
/** The bottom 5/8" of the check is the MICR clear band: nothing but the MICR line (formats 1e). */
export const CLEAR_BAND_TOP = CHECK_BOTTOM + (5 / 8) * INCH;
/** The two voucher stubs split the rest of the sheet (formats 1e: "one or two vouchers"). */
const VOUCHER_SPLIT = CHECK_BOTTOM / 2;
/** The left edge of the missing-MICR notice, right of the payee's window-envelope address. */
const NOTICE_LEFT = 318;

/**
 * What the check says where its MICR line would be. A MICR line a bank's reader can use needs an
 * E-13B font, and no openly licensed one is to be had (the npm registry has none; GnuMICR is GPL
 * with its author asking that it not be built into other software), so the line is left off, and
 * the check says so rather than print the numbers in a font no reader can take.
 */
export const NO_MICR_NOTICE = {
  title: 'No MICR line printed',
  text:
    'Keel has no openly licensed E-13B MICR font, so the routing, account and check numbers are ' +
    'not encoded at the bottom of this check. Bank machines cannot read it: deposit or cash it ' +
    'at a teller, where it may take longer or be refused.',
} as const;

const SCALES = [1, 0.9, 0.8, 0.7, 0.6] as const;
/** Room for the payer's name and address above the payee line. */
const PAYER_HEIGHT = 66;

/** The memo line: "Payroll 03/01/2026 - 03/15/2026" (no legal effect; formats 1e). */
export function checkMemo(check: PayrollCheck): string {
  return `Payroll ${periodText(check.stub.payPeriod)}`;
}

/**
 * The legal amount line: amountInWords as it is, then asterisks to `width` so nothing can be
 * added (formats 1e, "Fill the rest of the line"). Too long a line is set smaller, then wrapped.
 */
function legalAmountLines(words: string, width: number): { lines: string[]; size: number } {
  const star = (size: number) => textWidth('*', 'bold', size);
  let size = 10;
  while (size > 7 && textWidth(`${words} ***`, 'bold', size) > width) size -= 0.5;
  const lines = wrapText(words, 'bold', size, width - 3 * star(size));
  const last = lines.length - 1;
  const room = width - textWidth(`${lines[last]} `, 'bold', size);
  lines[last] = `${lines[last]} ${'*'.repeat(Math.max(3, Math.floor(room / star(size))))}`;
  return { lines, size };
}

function drawCheck(builder: PageBuilder, check: PayrollCheck): void {
  const { stub, bank } = check;
  const amount = stub.paycheck.net;
  const top = LETTER.height - 24;

  // Payer name and address, top left (formats 1e), set smaller when long so that it stays
  // above the payee line.
  const payerLines = [
    ...stub.employer.addressLines,
    ...(stub.employer.phone ? [stub.employer.phone] : []),
  ];
  const payerBlock = (scale: number) => {
    const name = wrapText(toWinAnsi(stub.employer.legalName), 'bold', 11 * scale, 230);
    return { name, height: (name.length * 11 + payerLines.length * 8) * 1.25 * scale };
  };
  const payerScale =
    [1, 0.9, 0.8, 0.7, 0.6].find((s) => payerBlock(s).height <= PAYER_HEIGHT) ?? 0.6;
  const payer = builder.writer(top, payerScale);
  for (const line of payerBlock(payerScale).name) {
    payer.line([{ text: line, x: LEFT }], { size: 11, font: 'bold' });
  }
  for (const line of payerLines) payer.line([{ text: line, x: LEFT, maxWidth: 230 }], { size: 8 });

  // Drawee bank and fractional routing number.
  const drawee = builder.writer(top);
  const bankX = 290;
  drawee.line([{ text: bank.name, x: bankX, maxWidth: 150 }], { size: 8.5, font: 'bold' });
  for (const line of bank.addressLines)
    drawee.line([{ text: line, x: bankX, maxWidth: 150 }], { size: 7.5 });
  if (bank.fractionalRouting)
    drawee.line([{ text: bank.fractionalRouting, x: bankX }], { size: 7.5 });

  // Check number, upper right, and the date.
  const number = builder.writer(top);
  number.line([{ text: String(check.checkNumber), x: RIGHT, align: 'right' }], {
    size: 12,
    font: 'bold',
    after: 8,
  });
  number.line(
    [
      { text: 'DATE', x: RIGHT - 62, align: 'right', font: 'bold', size: 7 },
      { text: usDate(stub.payDate), x: RIGHT, align: 'right' },
    ],
    { size: 10 },
  );

  // Pay to the order of, and the amount in figures in its box.
  const pay = builder.writer(LETTER.height - 96);
  const payeeX = LEFT + 58;
  const boxLeft = 466;
  builder.items.push({
    kind: 'box',
    x: boxLeft,
    y: pay.y - 20,
    width: RIGHT - boxLeft,
    height: 20,
    fillGray: undefined,
    borderWidth: 0.75,
  });
  pay.gap(3);
  pay.line(
    [
      { text: 'PAY TO THE', x: LEFT, font: 'bold', size: 6.5 },
      { text: stub.employee.name, x: payeeX, font: 'bold', maxWidth: boxLeft - payeeX - 12 },
      {
        text: `**${formatUSD(amount)}`,
        x: RIGHT - 6,
        align: 'right',
        font: 'bold',
        maxWidth: RIGHT - boxLeft - 12,
      },
    ],
    { size: 11 },
  );
  pay.line([{ text: 'ORDER OF', x: LEFT, font: 'bold' }], { size: 6.5 });
  builder.items.push({
    kind: 'rule',
    x1: payeeX,
    y1: pay.y + 9,
    x2: boxLeft - 10,
    y2: pay.y + 9,
    thickness: 0.5,
    dashed: false,
  });
  pay.gap(8);

  // The legal amount line in words, filled with asterisks, ending in "DOLLARS" (formats 1e).
  const dollarsWidth = textWidth('DOLLARS', 'bold', 8);
  const legal = legalAmountLines(amountInWords(amount), RIGHT - LEFT - dollarsWidth - 8);
  legal.lines.forEach((line, i) => {
    const cells: Cell[] = [{ text: line, x: LEFT, font: 'bold' }];
    if (i === legal.lines.length - 1)
      cells.push({ text: 'DOLLARS', x: RIGHT, align: 'right', font: 'bold', size: 8 });
    pay.line(cells, { size: legal.size });
  });
  pay.rule(LEFT, RIGHT);
  pay.gap(4);

  // The payee's mailing address, for a window envelope.
  const address = builder.writer(pay.y);
  if (check.payeeAddressLines.length > 0) {
    for (const line of [stub.employee.name, ...check.payeeAddressLines]) {
      address.line([{ text: line, x: LEFT + 24, maxWidth: 250 }], { size: 8.5 });
    }
  }

  // Memo and signature, above the clear band (formats 1e: the memo must not reach into it).
  const signatureY = CLEAR_BAND_TOP + 14;
  builder.items.push({
    kind: 'rule',
    x1: 360,
    y1: signatureY,
    x2: RIGHT,
    y2: signatureY,
    thickness: 0.75,
    dashed: false,
  });
  const bottom = builder.writer(signatureY - 1);
  bottom.line(
    [
      { text: `MEMO ${checkMemo(check)}`, x: LEFT, maxWidth: 300 },
      { text: 'AUTHORIZED SIGNATURE', x: RIGHT, align: 'right', size: 6.5 },
    ],
    { size: 8 },
  );

  // Instead of the MICR line, which needs an E-13B font: why it is missing, above the clear band.
  const notice = builder.writer(CLEAR_BAND_TOP + 50);
  const style = { size: 6.5, gray: 0.25 };
  notice.line([{ text: NO_MICR_NOTICE.title, x: NOTICE_LEFT, font: 'bold' }], style);
  notice.paragraph(NO_MICR_NOTICE.text, NOTICE_LEFT, RIGHT - NOTICE_LEFT, style);
}

const HEADING_SIZE = 6.8;
/** Right edges of the voucher's earnings columns; descriptions end before `desc`. */
const V = { desc: 112, hours: 140, rate: 190, current: 244, ytd: 298 } as const;
const R = { left: 314, current: 512, ytd: RIGHT } as const;

function money(cents: number, x: number, maxWidth: number): Cell {
  return { text: formatUSD(cents), x, align: 'right', maxWidth };
}

function rightRow(w: PageWriter, row: FigureRow, bold = false): void {
  w.line(
    [
      { text: row.label, x: R.left, maxWidth: R.current - R.left - 62 },
      money(row.current, R.current, 58),
      money(row.ytd, R.ytd, 58),
    ],
    { size: 7.5, font: bold ? 'bold' : 'regular' },
  );
}

/** One voucher stub: the paystub's figures without the explanations (formats 1d via 1e). */
function drawVoucher(
  builder: PageBuilder,
  top: number,
  bottom: number,
  check: PayrollCheck,
  figures: PaystubFigures,
  copy: string,
  scale: number,
): boolean {
  const { stub } = check;
  const w = builder.writer(top - 16, scale);
  w.columns(
    [
      { text: stub.employer.legalName, font: 'bold', size: 9.5 },
      { text: stub.employer.addressLines.join(', '), font: 'regular', size: 7.5 },
      { text: figures.employeeLines.join('   '), font: 'regular', size: 7.5 },
    ],
    [
      { text: `Check no. ${check.checkNumber}`, font: 'regular', size: 9.5 },
      ...figures.periodLines
        .slice(0, 2)
        .reverse()
        .map((text) => ({ text, font: 'regular' as const, size: 7.5 })),
    ],
    { leftX: LEFT, leftWidth: 360, rightX: RIGHT, rightWidth: 150 },
  );
  w.gap(4);
  const tablesTop = w.y;

  // Left: earnings, hours and rates, gross and net.
  const left = builder.writer(tablesTop, scale);
  const bandHeight = HEADING_SIZE * 1.25 * scale;
  builder.items.push({
    kind: 'box',
    x: LEFT,
    y: tablesTop - bandHeight,
    width: V.ytd - LEFT,
    height: bandHeight,
    fillGray: 0.9,
    borderWidth: 0,
  });
  builder.items.push({
    kind: 'box',
    x: R.left,
    y: tablesTop - bandHeight,
    width: R.ytd - R.left,
    height: bandHeight,
    fillGray: 0.9,
    borderWidth: 0,
  });
  left.line(
    [
      { text: 'EARNINGS', x: LEFT + 2 },
      { text: 'Hours', x: V.hours, align: 'right' },
      { text: 'Rate', x: V.rate, align: 'right' },
      { text: 'Current', x: V.current, align: 'right' },
      { text: 'YTD', x: V.ytd, align: 'right' },
    ],
    { size: HEADING_SIZE, font: 'bold', after: 1.5 },
  );
  for (const row of figures.earnings) {
    left.line(
      [
        { text: row.label, x: LEFT, maxWidth: V.desc - LEFT },
        { text: row.hours, x: V.hours, align: 'right', maxWidth: 26 },
        { text: row.rate, x: V.rate, align: 'right', maxWidth: 46 },
        money(row.current, V.current, 50),
      ],
      { size: 7.5 },
    );
  }
  const hours = /^\d/.test(figures.totalHours);
  left.line(
    hours
      ? [
          { text: 'Total hours worked', x: LEFT },
          { text: figures.totalHours, x: V.hours, align: 'right', maxWidth: 26 },
        ]
      : [{ text: `Hours ${figures.totalHours}`, x: LEFT, maxWidth: V.ytd - LEFT }],
    { size: 7.5 },
  );
  left.rule(LEFT, V.ytd);
  for (const row of [figures.gross, figures.totalTaxes, figures.totalDeductions]) {
    left.line(
      [
        { text: row.label, x: LEFT, maxWidth: V.rate - LEFT },
        money(row.current, V.current, 50),
        money(row.ytd, V.ytd, 50),
      ],
      { size: 7.5, font: row === figures.gross ? 'bold' : 'regular' },
    );
  }
  left.rule(LEFT, V.ytd);
  left.line(
    [
      { text: 'Net pay', x: LEFT },
      money(figures.net.current, V.current, 50),
      money(figures.net.ytd, V.ytd, 50),
    ],
    { size: 8.5, font: 'bold' },
  );
  if (stub.sickLeaveAvailableHours !== undefined) {
    left.gap(3);
    left.line(
      [
        {
          text: `Paid sick leave available: ${stub.sickLeaveAvailableHours.toFixed(2)} hours`,
          x: LEFT,
        },
      ],
      { size: 7 },
    );
  }

  // Right: each tax and deduction.
  const right = builder.writer(tablesTop, scale);
  right.line(
    [
      { text: 'TAXES AND DEDUCTIONS', x: R.left + 2 },
      { text: 'Current', x: R.current, align: 'right' },
      { text: 'YTD', x: R.ytd, align: 'right' },
    ],
    { size: HEADING_SIZE, font: 'bold', after: 1.5 },
  );
  for (const row of figures.taxes) rightRow(right, row);
  right.rule(R.left, R.ytd);
  for (const row of figures.deductions) rightRow(right, row);

  const footer = builder.writer(bottom + 10, scale);
  footer.line(
    [{ text: `${copy}. How each figure was computed is shown on the paystub.`, x: LEFT }],
    { size: 6.5, gray: 0.3 },
  );
  return Math.min(left.y, right.y) >= bottom + 12;
}

function layoutAt(
  check: PayrollCheck,
  figures: PaystubFigures,
  scale: number,
): PageLayout | undefined {
  const builder = new PageBuilder();
  drawCheck(builder, check);
  for (const y of [CHECK_BOTTOM, VOUCHER_SPLIT]) {
    builder.items.push({
      kind: 'rule',
      x1: 18,
      y1: y,
      x2: LETTER.width - 18,
      y2: y,
      thickness: 0.5,
      dashed: true,
    });
  }
  const fits =
    drawVoucher(
      builder,
      CHECK_BOTTOM,
      VOUCHER_SPLIT + 8,
      check,
      figures,
      'Employee copy: detach and keep',
      scale,
    ) &&
    drawVoucher(
      builder,
      VOUCHER_SPLIT,
      18,
      check,
      figures,
      'Employer copy: keep with payroll records',
      scale,
    );
  return fits ? builder.page() : undefined;
}

/**
 * A letter page with a voucher check (formats 1e): the check at the top (payer, bank, number,
 * date, payee, amount in figures and in words, memo, signature line, and NO_MICR_NOTICE where the
 * MICR line would be) and two identical stubs below with the paystub's figures (employee copy,
 * employer copy).
 */
export function layoutCheck(check: PayrollCheck): PageLayout {
  const figures = paystubFigures(check.stub);
  for (const scale of SCALES) {
    const page = layoutAt(check, figures, scale);
    if (page) return page;
  }
  throw new RangeError(`The check stub of ${check.stub.employee.name} does not fit`);
}

/** The printed lines of a check page, in order (cells joined with " | "); see pageLines. */
export function checkLines(input: PayrollCheckInput): string[] {
  return pageLines(layoutCheck(payrollCheckSchema.parse(input)));
}
