import { describe, expect, it } from 'vitest';
import { companySetupSchema } from './companySetup';

const valid = {
  companyInfo: {
    companyName: 'Bella Design Studio',
    ein: '12-3456789',
    businessAddress: '1 Main St, Oakland, CA 94612',
    primaryState: 'CA',
    businessType: 'llc',
    payrollFrequency: 'biweekly',
  },
  bankAccounts: [
    {
      bankName: 'Chase',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    },
  ],
};

function messages(input: unknown): Record<string, string> {
  const result = companySetupSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('companySetupSchema', () => {
  it('takes the spec payload and defaults the account name', () => {
    const parsed = companySetupSchema.parse(valid);
    expect(parsed.bankAccounts[0]!.accountName).toBe('Primary Payroll Account');
  });

  it("answers the spec's messages, naming each field", () => {
    expect(
      messages({
        companyInfo: {
          companyName: ' ',
          ein: '',
          primaryState: '',
          businessType: '',
          payrollFrequency: '',
        },
        bankAccounts: [],
      }),
    ).toEqual({
      'companyInfo.companyName': 'Company name is required',
      'companyInfo.ein': 'EIN is required',
      'companyInfo.businessAddress': 'Business address is required',
      'companyInfo.primaryState': 'Primary state is required',
      'companyInfo.businessType': 'Business type is required',
      'companyInfo.payrollFrequency': 'Payroll frequency is required',
      bankAccounts: 'Add the company bank account',
    });
    expect(messages({ ...valid, companyInfo: { ...valid.companyInfo, ein: '123456789' } })).toEqual(
      {
        'companyInfo.ein': 'EIN must be in format XX-XXXXXXX',
      },
    );
    expect(
      messages({
        ...valid,
        bankAccounts: [{ ...valid.bankAccounts[0], routingNumber: '021000022' }],
      }),
    ).toEqual({ 'bankAccounts.0.routingNumber': expect.stringMatching(/Routing number/) });
    expect(
      messages({ ...valid, companyInfo: { ...valid.companyInfo, primaryState: 'XX' } }),
    ).toHaveProperty('companyInfo.primaryState');
  });
});
