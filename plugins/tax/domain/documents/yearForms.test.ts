import { describe, expect, it } from 'vitest';
import {
  formAmount,
  nec1099Sheet,
  w2Sheet,
  w3Sheet,
  type EmployeeYearTotal,
  type FormSheet,
} from './yearForms';

const employee = (
  employeeId: string,
  lastName: string,
  wagesCents: number,
  state = 'CA',
): EmployeeYearTotal => ({
  employeeId,
  firstName: 'Ana',
  lastName,
  ssnLast4: '6789',
  homeAddress: '9 Elm St, Oakland, CA 94612',
  paychecks: 3,
  wagesCents,
  federalIncomeTaxCents: Math.round(wagesCents / 10),
  socialSecurityWagesCents: wagesCents,
  socialSecurityTaxCents: Math.round(wagesCents * 0.062),
  medicareWagesCents: wagesCents,
  medicareTaxCents: Math.round(wagesCents * 0.0145),
  states: [{ state, wagesCents, incomeTaxCents: Math.round(wagesCents / 50) }],
});
const payer = { name: 'Bella Design Studio', ein: '12-3456789', address: '1 Main St, Oakland' };
const box = (sheet: FormSheet, id: string) => sheet.amounts.filter((f) => f.box === id);

describe('Form W-2', () => {
  const sheet = w2Sheet(employee('emp-ana', 'Lopez', 1_234_567), payer, 2026, '2027-02-01');
  it('boxes the year’s figures as the form numbers them', () => {
    expect(sheet.amounts.map((f) => [f.box, f.value])).toEqual([
      ['1', '12,345.67'],
      ['2', '1,234.57'],
      ['3', '12,345.67'],
      ['4', '765.43'],
      ['5', '12,345.67'],
      ['6', '179.01'],
      ['15', 'CA'],
      ['16', '12,345.67'],
      ['17', '246.91'],
    ]);
    expect(sheet.parties.find((f) => f.box === 'b')?.value).toBe('12-3456789');
    expect(sheet.parties.find((f) => f.box === 'e')?.value).toBe('Ana Lopez');
  });
  it('says whose copy it is, that it is not Copy A, and when it is due', () => {
    expect(sheet.copy).toBe("Employee's copy and employer's record copy");
    expect(sheet.notice).toMatch(/^Not Copy A/);
    expect(sheet.footer).toContain('Due to the employee by 2027-02-01');
  });
  it('prints the SSN truncated to its last four digits and the home address (boxes a and f)', () => {
    expect(sheet.parties.find((f) => f.box === 'a')?.value).toBe('XXX-XX-6789');
    expect(sheet.parties.find((f) => f.box === 'f')?.value).toBe('9 Elm St, Oakland, CA 94612');
    expect(JSON.stringify(sheet)).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });
  it('says what Keel does not record', () => {
    const noSetup = w2Sheet(
      { ...employee('e', 'L', 1), ssnLast4: '', homeAddress: '' },
      { ...payer, ein: null, address: null },
      2026,
      null,
    );
    expect(noSetup.parties.map((f) => [f.box, f.value])).toEqual([
      ['a', 'Not recorded in Keel'],
      ['b', 'Not recorded in Keel'],
      ['c', 'Bella Design Studio, Not recorded in Keel'],
      ['e', 'Ana L'],
      ['f', 'Not recorded in Keel'],
    ]);
    expect(noSetup.footer).not.toContain('Due');
  });
});

describe('Form W-3', () => {
  it('totals every W-2 box, per state, and counts the forms', () => {
    const employees = [
      employee('a', 'Lopez', 1_000_000),
      employee('b', 'Chen', 250_001),
      employee('c', 'Diaz', 300_000, 'NY'),
    ];
    const w3 = w3Sheet({ year: 2026, employees }, payer, '2027-02-01');
    const w2s = employees.map((e) => w2Sheet(e, payer, 2026, null));
    for (const id of ['1', '2', '3', '4', '5', '6']) {
      const total = w2s
        .map((s) => Number((box(s, id)[0]?.value ?? '').replaceAll(',', '')))
        .reduce((a, b) => a + b, 0);
      expect(box(w3, id)[0]?.value).toBe(formAmount(Math.round(total * 100)));
    }
    expect(box(w3, '15').map((f) => f.value)).toEqual(['CA', 'NY']);
    expect(box(w3, '16').map((f) => f.value)).toEqual(['12,500.01', '3,000.00']);
    expect(w3.parties.find((f) => f.box === 'c')?.value).toBe('3');
    expect(w3.notice).toMatch(/^Not for filing/);
  });
});

describe('Form 1099-NEC', () => {
  const vendor = {
    vendorId: 'v',
    name: 'Pixel Studio',
    is1099Eligible: true,
    taxIdOnFile: false,
    address: '4 Pixel Ln, Austin, TX 78701',
    paidCents: 640_000,
    reportable: true,
  };
  it('puts the year’s payments in box 1 and never a tax id, saying whether the W-9 is on file', () => {
    const sheet = nec1099Sheet(vendor, payer, 2026, '2027-02-01');
    expect(sheet.amounts).toEqual([
      { box: '1', label: 'Nonemployee compensation', value: '6,400.00' },
      { box: '4', label: 'Federal income tax withheld', value: '' },
    ]);
    expect(sheet.parties.find((f) => f.label === "RECIPIENT'S TIN")?.value).toBe(
      'No W-9 on file: request one before filing',
    );
    const onFile = nec1099Sheet({ ...vendor, taxIdOnFile: true }, payer, 2026, null);
    expect(onFile.parties.find((f) => f.label === "RECIPIENT'S TIN")?.value).toBe(
      'On the W-9 on file (Keel keeps no tax id)',
    );
    expect(sheet.copy).toMatch(/^Copy B for the recipient/);
  });
  it('names the payer with its EIN and address, and the recipient with the vendor’s address', () => {
    const sheet = nec1099Sheet(vendor, payer, 2026, null);
    expect(sheet.parties.map((f) => f.value)).toEqual([
      'Bella Design Studio, 1 Main St, Oakland',
      '12-3456789',
      'No W-9 on file: request one before filing',
      'Pixel Studio',
      '4 Pixel Ln, Austin, TX 78701',
    ]);
    const noAddress = nec1099Sheet({ ...vendor, address: '' }, payer, 2026, null);
    expect(noAddress.parties.at(-1)?.value).toBe('Not recorded in Keel');
    expect(sheet.notice).toMatch(/^Not Copy A/);
  });
});
