import { z } from 'zod';
import { accountNumberSchema, routingNumberSchema } from '../../validation';
import { paystubSchema } from '../paystub/paystubSchema';
import { printedText } from '../schemaParts';

/** The MICR Amount field holds 10 digits (formats 1e: positions 2-11), so at most $99,999,999.99. */
export const MAX_CHECK_CENTS = 9_999_999_999;

/** The drawee bank and the company's account the check is drawn on (formats 1e). */
export const checkBankSchema = z.object({
  name: printedText('Bank name', 60),
  addressLines: z.array(printedText('Bank address line', 60)).max(2).default([]),
  /** The fractional routing number printed at the upper right, e.g. "11-0000/1210", if known. */
  fractionalRouting: printedText('Fractional routing number', 20).optional(),
  routingNumber: routingNumberSchema,
  accountNumber: accountNumberSchema,
});
export type CheckBank = z.infer<typeof checkBankSchema>;

/**
 * One payroll check: its number (spec 000 §9: from 1000, rising by 1; assigned by the caller,
 * e.g. with `checkNumbers`), the bank, the payee's mailing address for a window envelope, and
 * the paystub it pays: payer, payee, date, amount (net pay) and the voucher stubs all come from
 * it, so the check and its stubs cannot disagree.
 */
export const payrollCheckSchema = z
  .object({
    checkNumber: z
      .number({ error: 'Check number must be a whole number' })
      .int('Check number must be a whole number')
      .min(1, 'Check number must be at least 1'),
    bank: checkBankSchema,
    payeeAddressLines: z.array(printedText('Payee address line', 60)).max(3).default([]),
    stub: paystubSchema,
  })
  .superRefine((check, ctx) => {
    const net = check.stub.paycheck.net;
    if (net < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['stub', 'paycheck', 'net'],
        message: 'A check must be for more than $0.00',
      });
    } else if (net > MAX_CHECK_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['stub', 'paycheck', 'net'],
        message: 'A check can be for at most $99,999,999.99',
      });
    }
    const payment = check.stub.payment;
    if (payment !== undefined && payment.method !== 'check') {
      ctx.addIssue({
        code: 'custom',
        path: ['stub', 'payment'],
        message: 'The paystub says this pay went by direct deposit',
      });
    } else if (payment !== undefined && payment.checkNumber !== check.checkNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['stub', 'payment', 'checkNumber'],
        message: 'The paystub names a different check number',
      });
    }
  });
export type PayrollCheck = z.infer<typeof payrollCheckSchema>;
export type PayrollCheckInput = z.input<typeof payrollCheckSchema>;
