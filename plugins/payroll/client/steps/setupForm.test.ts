import { describe, expect, it } from 'vitest';
import {
  checkSetupForm,
  initialSetupValues,
  setupCallData,
  setupErrorsFromServer,
} from './setupForm';

const filled = {
  ...initialSetupValues(null, { companyName: 'Bella Design', businessType: '' }),
  ein: '12-3456789',
  businessAddress: '1 Main St, Oakland, CA',
  primaryState: 'CA',
  businessType: 'llc',
  payrollFrequency: 'biweekly',
  bankName: 'Chase',
  routingNumber: '021000021',
  accountNumber: '000123456789',
};

describe('the setup form', () => {
  it('opens with the company profile’s name and business type, the default account name and checking', () => {
    expect(
      initialSetupValues(null, { companyName: 'Bella Design', businessType: 'llc' }),
    ).toMatchObject({
      companyName: 'Bella Design',
      businessType: 'llc',
      accountName: 'Primary Payroll Account',
      accountType: 'checking',
    });
  });

  it("names each missing field with the spec's '<Field> is required'", () => {
    const errors = checkSetupForm(
      initialSetupValues(null, { companyName: '', businessType: '' }),
      false,
    );
    expect(errors).toMatchObject({
      companyName: 'Company name is required',
      ein: 'EIN is required',
      businessAddress: 'Business address is required',
      primaryState: 'Primary state is required',
      businessType: 'Business type is required',
      payrollFrequency: 'Payroll frequency is required',
    });
    expect(errors.bankName).toBeDefined();
    expect(errors.routingNumber).toBeDefined();
  });

  it('checks the EIN format and the routing check digit', () => {
    const errors = checkSetupForm(
      { ...filled, ein: '123456789', routingNumber: '021000022' },
      false,
    );
    expect(errors.ein).toBe('EIN must be in format XX-XXXXXXX');
    expect(errors.routingNumber).toMatch(/routing/i);
    expect(checkSetupForm(filled, false)).toEqual({});
  });

  it('keeps bank numbers on file when both are left blank, not when one is', () => {
    const blank = { ...filled, routingNumber: '', accountNumber: '' };
    expect(checkSetupForm(blank, true)).toEqual({});
    expect(checkSetupForm(blank, false).routingNumber).toBeDefined();
    expect(
      checkSetupForm({ ...blank, routingNumber: '021000021' }, true).accountNumber,
    ).toBeDefined();
  });

  it('sends companyInfo and one bank account, and reads server field paths back', () => {
    expect(setupCallData(filled)).toEqual({
      companyInfo: {
        companyName: 'Bella Design',
        ein: '12-3456789',
        businessAddress: '1 Main St, Oakland, CA',
        primaryState: 'CA',
        businessType: 'llc',
        payrollFrequency: 'biweekly',
      },
      bankAccounts: [
        {
          bankName: 'Chase',
          accountName: 'Primary Payroll Account',
          accountType: 'checking',
          routingNumber: '021000021',
          accountNumber: '000123456789',
        },
      ],
    });
    expect(
      setupErrorsFromServer({ 'companyInfo.ein': 'bad', 'bankAccounts.0.routingNumber': 'worse' }),
    ).toEqual({ ein: 'bad', routingNumber: 'worse' });
  });
});
