import { describe, expect, it } from 'vitest';
import { formatUSD } from '@keel/core/domain';
import { amountInWords, checkNumbers } from '../../checks';
import { fullestPaystub, samplePaystub, sampleCheck } from '../documents.testSupport';
import { pageLines, textBounds, type PageLayout, type TextItem } from '../layout/pageLayout';
import { expectTidy } from '../pdfInspection.testSupport';
import type { PaystubInput } from '../paystub/paystubSchema';
import { textWidth } from '../text/fontMetrics';
import {
  CHECK_BOTTOM,
  CLEAR_BAND_TOP,
  NO_MICR_NOTICE,
  checkLines,
  layoutCheck,
} from './checkLayout';
import { payrollCheckSchema, type PayrollCheckInput } from './payrollCheckSchema';

/** A paystub whose net pay is `net` cents (salaried, exempt, no taxes withheld). */
function stubPaying(net: number): PaystubInput {
  const line = (amount: number) => ({ amount, explanation: `Explained: ${formatUSD(amount)}` });
  const stub = samplePaystub();
  return {
    ...stub,
    payBasis: { type: 'salary', overtimeExempt: true },
    paycheck: {
      gross: line(net),
      federalIncomeTax: line(0),
      socialSecurity: line(0),
      medicare: line(0),
      additionalMedicare: line(0),
      stateIncomeTax: {
        ...line(0),
        state: 'TX',
        exact: true,
        label: 'No state income tax on wages',
      },
      otherEmployeeTaxes: [],
      employeeTaxes: 0,
      otherDeductions: 0,
      net,
    },
    ytd: {
      gross: net,
      federalIncomeTax: 0,
      socialSecurity: 0,
      medicare: 0,
      stateIncomeTax: 0,
      net,
    },
    deductions: undefined,
  };
}

const layout = (input: PayrollCheckInput) => layoutCheck(payrollCheckSchema.parse(input));
const texts = (page: PageLayout) =>
  page.items.filter((item): item is TextItem => item.kind === 'text');

describe('checkLines (formats 1e)', () => {
  const lines = checkLines(sampleCheck());

  it('prints the payer, bank, number, date, payee, amounts and memo', () => {
    expect(lines.slice(0, 4)).toEqual([
      'Keel Demo Bakery, Inc.',
      '1200 Harbor Blvd, Suite 4',
      'Oakland, CA 94607',
      '(510) 555-0142',
    ]);
    expect(lines).toContain('First Harbor Bank');
    expect(lines).toContain('11-0000/1210');
    expect(lines).toContain('1000');
    expect(lines).toContain('DATE | 03/20/2026');
    expect(lines).toContain('PAY TO THE | María José Núñez | **$1,933.91');
    expect(lines).toContain('MEMO Payroll 03/01/2026 - 03/15/2026 | AUTHORIZED SIGNATURE');
    // The payee's address for a window envelope.
    expect(lines.join('\n')).toContain('María José Núñez\n88 Linden St\nOakland, CA 94607');
  });

  it('writes the amount in words exactly as amountInWords, filled with asterisks', () => {
    const words = lines.find((line) => line.endsWith(' | DOLLARS'));
    expect(words).toMatch(/^One thousand nine hundred thirty-three and 91\/100 \*{3,} \| DOLLARS$/);
    const printed = checkLines(sampleCheck({ stub: stubPaying(123456) }));
    expect(printed).toContain('PAY TO THE | María José Núñez | **$1,234.56');
    const line = printed.find((l) => l.startsWith(amountInWords(123456)));
    expect(line).toMatch(/^One thousand two hundred thirty-four and 56\/100 \*+ \| DOLLARS$/);
  });

  it('fills the legal amount line up to DOLLARS and no further', () => {
    for (const cents of [5, 123456, 1_000_000_00, 9_999_999_999]) {
      const page = layout(sampleCheck({ stub: stubPaying(cents) }));
      const all = texts(page);
      const dollars = all.find((item) => item.text === 'DOLLARS')!;
      const legal = all.find((item) => item.line === dollars.line && item !== dollars)!;
      // The words, wrapped onto a second line only when they cannot fit on one.
      const printed = pageLines(page);
      const last = printed.findIndex((line) => line.endsWith(' | DOLLARS'));
      const first = printed[last - 1] === 'ORDER OF' ? '' : `${printed[last - 1]} `;
      expect(`${first}${printed[last]}`).toMatch(
        new RegExp(`^${amountInWords(cents).replace(/[/]/g, '\\/')} \\*{3,} \\| DOLLARS$`),
      );
      const end = textBounds(legal).x2;
      expect(end).toBeLessThan(dollars.x);
      expect(end + textWidth('*', 'bold', legal.size)).toBeGreaterThan(dollars.x - 8);
      expectTidy(page);
    }
  });

  it('leaves off the MICR line, which needs an E-13B font, and says so on the check', () => {
    const page = layout(sampleCheck());
    // Nothing in Courier (or any font) pretends to be the MICR line.
    expect(texts(page).filter((item) => item.font === 'mono')).toEqual([]);
    expect(pageLines(page).some((line) => /A121000358A|4421907788C/.test(line))).toBe(false);
    const printed = pageLines(page);
    const title = printed.indexOf(NO_MICR_NOTICE.title);
    expect(title).toBeGreaterThan(0);
    expect(printed.slice(title + 1, title + 4).join(' ')).toBe(NO_MICR_NOTICE.text);
    // On the check itself, above its clear band, inside its right edge.
    const notice = texts(page).filter((t) => t.gray === 0.25);
    expect(notice).toHaveLength(4);
    for (const item of notice) {
      expect(textBounds(item).y1).toBeGreaterThan(CLEAR_BAND_TOP);
      expect(textBounds(item).y2).toBeLessThan(CHECK_BOTTOM + 3.5 * 72);
      expect(textBounds(item).x2).toBeLessThanOrEqual(612 - 36);
    }
  });

  it('keeps the clear band free', () => {
    for (const input of [
      sampleCheck(),
      sampleCheck({ stub: { ...fullestPaystub(), payment: undefined } }),
    ]) {
      const page = layout(input);
      for (const item of page.items) {
        const [low, high] =
          item.kind === 'text'
            ? [textBounds(item).y1, textBounds(item).y2]
            : item.kind === 'rule'
              ? [Math.min(item.y1, item.y2), Math.max(item.y1, item.y2)]
              : [item.y, item.y + item.height];
        const inBand = high > CHECK_BOTTOM + 0.01 && low < CLEAR_BAND_TOP;
        expect(inBand, JSON.stringify(item)).toBe(false);
      }
    }
  });

  it('repeats the paystub figures on two voucher stubs', () => {
    const vouchers = lines.filter((line) =>
      line.startsWith('Keel Demo Bakery, Inc. | Check no. 1000'),
    );
    expect(vouchers).toHaveLength(2);
    for (const figure of [
      'Regular | 86.67 | $28.75/hr | $2,491.67',
      'Total hours worked | 86.67',
      'Gross pay | $2,491.67 | $12,458.35',
      'Net pay | $1,933.91 | $9,669.55',
      'California income tax | $81.59 | $407.95',
      'Union dues | $20.00 | $100.00',
    ]) {
      expect(lines.filter((line) => line === figure)).toHaveLength(2);
    }
    expect(lines.filter((line) => line.includes('SSN: XXX-XX-6789'))).toHaveLength(2);
    expect(lines.join('\n')).toContain('Employee copy: detach and keep.');
    expect(lines.join('\n')).toContain('Employer copy: keep with payroll records.');
  });

  it('numbers checks as given, from 1000', () => {
    for (const number of checkNumbers(3)) {
      const printed = checkLines(
        sampleCheck({
          checkNumber: number,
          stub: { ...samplePaystub(), payment: { method: 'check', checkNumber: number } },
        }),
      );
      expect(printed).toContain(String(number));
      expect(printed.filter((line) => line.includes(`Check no. ${number}`))).toHaveLength(2);
    }
  });

  it('lays out tidily, even for the fullest stub', () => {
    expectTidy(layout(sampleCheck()));
    const page = layout(
      sampleCheck({
        stub: { ...fullestPaystub(), payment: undefined },
        payeeAddressLines: [
          'Apartment 12B, 4455 Long Avenue of the Americas, North',
          'Care of the Bartholomew-Featherstonehaugh Family Trust',
          'Rancho Santa Margarita, California 92688-1234',
        ],
      }),
    );
    expectTidy(page);
    expect(pageLines(page).filter((line) => line.startsWith('Deduction 10'))).toHaveLength(2);
  });
});

describe('payrollCheckSchema', () => {
  const messages = (input: unknown) =>
    payrollCheckSchema
      .safeParse(input)
      .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('refuses checks a bank could not pay or that disagree with their stub', () => {
    expect(messages(sampleCheck({ stub: stubPaying(0) }))).toEqual([
      'stub.paycheck.net: A check must be for more than $0.00',
    ]);
    expect(messages(sampleCheck({ stub: stubPaying(10_000_000_000) }))).toEqual([
      'stub.paycheck.net: A check can be for at most $99,999,999.99',
    ]);
    expect(messages(sampleCheck({ checkNumber: 1001 }))).toEqual([
      'stub.payment.checkNumber: The paystub names a different check number',
    ]);
    expect(
      messages(
        sampleCheck({
          stub: { ...samplePaystub(), payment: { method: 'direct_deposit', accountNumber: '123' } },
        }),
      ),
    ).toEqual(['stub.payment: The paystub says this pay went by direct deposit']);
    expect(
      messages(
        sampleCheck({ bank: { name: 'B', routingNumber: '121000359', accountNumber: '12' } }),
      ),
    ).toEqual(['bank.routingNumber: Routing number is not valid']);
  });
});
