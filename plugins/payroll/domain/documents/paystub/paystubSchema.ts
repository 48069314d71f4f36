import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import { payFrequencySchema, stateCodeSchema } from '../../tax';
import { centsAmount, payPeriodSchema, printedText, quantity, signedCents } from '../schemaParts';

// Limits that keep the fullest paystub on one letter page (paystubLayout.test.ts checks it).
export const MAX_EARNINGS_LINES = 6;
export const MAX_OTHER_TAXES = 4;
export const MAX_DEDUCTIONS = 10;
export const MAX_NOTES = 3;
export const MAX_EXPLANATION = 600;

/** The legal entity that employs (formats 1d, 226(a)(8): its name and address). */
export const employerSchema = z.object({
  legalName: printedText('Employer legal name', 100),
  addressLines: z
    .array(printedText('Employer address line', 80), { error: 'Employer address is required' })
    .min(1, 'Employer address is required')
    .max(3, 'Use at most 3 employer address lines'),
  /** Printed when given (New York LL §195(3) asks for it; formats 1d). */
  phone: printedText('Employer phone', 30).optional(),
});
export type Employer = z.infer<typeof employerSchema>;

/**
 * The employee (formats 1d, 226(a)(7)): the name and an employee ID, and the last four digits of
 * the SSN when known — never more, so a full SSN cannot reach a printed page.
 */
export const paystubEmployeeSchema = z.object({
  name: printedText('Employee name', 80),
  id: printedText('Employee ID', 40),
  ssnLast4: z
    .string({ error: 'Give only the last four digits of the SSN' })
    .regex(/^\d{4}$/, 'Give only the last four digits of the SSN')
    .optional(),
});

/** Hours at one hourly rate (formats 1d, 226(a)(9): each rate and the hours worked at it). */
const hoursLineSchema = z.object({
  kind: z.literal('hours'),
  label: printedText('Earnings description', 40).default('Regular'),
  hours: quantity('Hours', 10_000),
  /** Cents per hour. */
  rate: centsAmount('Hourly rate'),
  amount: centsAmount('Earnings amount'),
});

/** Piece-rate units and the piece rate (formats 1d, 226(a)(3)). */
const pieceLineSchema = z.object({
  kind: z.literal('piece'),
  label: printedText('Earnings description', 40).default('Piece rate'),
  units: quantity('Piece units', 1_000_000),
  /** Cents per unit. */
  rate: centsAmount('Piece rate'),
  amount: centsAmount('Earnings amount'),
  /** Hours spent on piece work, counted in the total hours worked. */
  hours: quantity('Hours', 10_000).optional(),
});

export const earningsLineSchema = z.discriminatedUnion('kind', [hoursLineSchema, pieceLineSchema]);
export type EarningsLine = z.infer<typeof earningsLineSchema>;

/**
 * How the period's gross was earned. A salary prints as one line for the period; its hours are
 * printed unless the employee is exempt from overtime (formats 1d, 226(a)(2)), so one of
 * `hoursWorked` or `overtimeExempt: true` is required. Hourly and piece pay print each line.
 */
export const payBasisSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('salary'),
      /** Annual salary in cents, printed with the line when given. */
      annualSalary: centsAmount('Annual salary').optional(),
      hoursWorked: quantity('Hours worked', 10_000).optional(),
      overtimeExempt: z.boolean().default(false),
    })
    .refine((basis) => basis.hoursWorked !== undefined || basis.overtimeExempt, {
      message: 'Hours worked are required unless the employee is exempt from overtime',
      path: ['hoursWorked'],
    }),
  z.object({
    type: z.literal('hourly'),
    lines: z
      .array(earningsLineSchema)
      .min(1, 'At least one earnings line is required')
      .max(MAX_EARNINGS_LINES, `Use at most ${MAX_EARNINGS_LINES} earnings lines`),
  }),
]);
export type PayBasis = z.infer<typeof payBasisSchema>;

const explanation = printedText('Explanation', MAX_EXPLANATION);
const lineSchema = z.object({ amount: centsAmount('Amount'), explanation });

/**
 * The current figures of a `Paycheck` (tax/paycheck/paycheck.ts) that a paystub prints; a whole
 * `Paycheck` parses (other fields are dropped). Totals must add up, so a stub never prints
 * figures that disagree.
 */
export const paystubPaycheckSchema = z
  .object({
    gross: lineSchema,
    federalIncomeTax: lineSchema,
    socialSecurity: lineSchema,
    medicare: lineSchema,
    additionalMedicare: lineSchema,
    stateIncomeTax: lineSchema.extend({
      state: stateCodeSchema,
      /** False for an estimate: printed as one, with its label. */
      exact: z.boolean(),
      label: printedText('State tax label', 200),
    }),
    otherEmployeeTaxes: z
      .array(lineSchema.extend({ name: printedText('Tax name', 60) }))
      .max(MAX_OTHER_TAXES, `Use at most ${MAX_OTHER_TAXES} other employee taxes`)
      .readonly(),
    employeeTaxes: centsAmount('Employee taxes'),
    otherDeductions: centsAmount('Other deductions'),
    net: signedCents('Net pay'),
  })
  .superRefine((paycheck, ctx) => {
    const taxes =
      paycheck.federalIncomeTax.amount +
      paycheck.socialSecurity.amount +
      paycheck.medicare.amount +
      paycheck.additionalMedicare.amount +
      paycheck.stateIncomeTax.amount +
      paycheck.otherEmployeeTaxes.reduce((sum, line) => sum + line.amount, 0);
    if (taxes !== paycheck.employeeTaxes) {
      ctx.addIssue({
        code: 'custom',
        path: ['employeeTaxes'],
        message: 'Employee taxes must be the sum of the tax lines',
      });
    }
    const net = paycheck.gross.amount - paycheck.employeeTaxes - paycheck.otherDeductions;
    if (net !== paycheck.net) {
      ctx.addIssue({
        code: 'custom',
        path: ['net'],
        message: 'Net pay must be gross pay less taxes and deductions',
      });
    }
  });
export type PaystubPaycheck = z.infer<typeof paystubPaycheckSchema>;

/**
 * Year-to-date figures including this paycheck, given as they are (the documents do not compute
 * them). They must add up like a paycheck does.
 */
export const paystubYtdSchema = z.object({
  gross: centsAmount('Year-to-date gross'),
  federalIncomeTax: centsAmount('Year-to-date federal income tax'),
  socialSecurity: centsAmount('Year-to-date Social Security'),
  medicare: centsAmount('Year-to-date Medicare'),
  additionalMedicare: centsAmount('Year-to-date Additional Medicare').default(0),
  stateIncomeTax: centsAmount('Year-to-date state income tax'),
  otherEmployeeTaxes: z
    .array(
      z.object({
        name: printedText('Tax name', 60),
        amount: centsAmount('Year-to-date tax'),
      }),
    )
    .max(MAX_OTHER_TAXES, `Use at most ${MAX_OTHER_TAXES} other employee taxes`)
    .default([]),
  otherDeductions: centsAmount('Year-to-date deductions').default(0),
  net: signedCents('Year-to-date net pay'),
});
export type PaystubYtd = z.infer<typeof paystubYtdSchema>;

/** One itemised after-tax deduction; items must add up to the paycheck's otherDeductions. */
export const deductionSchema = z.object({
  name: printedText('Deduction name', 60),
  current: centsAmount('Deduction'),
  ytd: centsAmount('Year-to-date deduction'),
});
export type Deduction = z.infer<typeof deductionSchema>;

/** How the net pay was paid: the check number, or direct deposit (account masked when printed). */
export const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('check'), checkNumber: z.number().int().min(1) }),
  z.object({
    method: z.literal('direct_deposit'),
    bankName: printedText('Bank name', 60).optional(),
    /** Only its last four digits are printed (maskAccountNumber). */
    accountNumber: z.string().regex(/^\d{1,17}$/, 'Account number must be 1-17 digits'),
  }),
]);
export type Payment = z.infer<typeof paymentSchema>;

/** Everything one employee's paystub prints (formats 1d; spec 000 §2.10 "per-employee paystubs"). */
export const paystubSchema = z
  .object({
    employer: employerSchema,
    employee: paystubEmployeeSchema,
    /** Inclusive dates of the pay period (formats 1d, 226(a)(6)). */
    payPeriod: payPeriodSchema,
    payDate: isoDateSchema,
    frequency: payFrequencySchema.optional(),
    payBasis: payBasisSchema,
    paycheck: paystubPaycheckSchema,
    ytd: paystubYtdSchema,
    /** Itemised after-tax deductions; without it one "After-tax deductions" line is printed. */
    deductions: z
      .array(deductionSchema)
      .max(MAX_DEDUCTIONS, `Use at most ${MAX_DEDUCTIONS} deductions`)
      .optional(),
    payment: paymentSchema.optional(),
    /** Paid sick leave available, in hours (Labor Code §246(i), formats 1d). */
    sickLeaveAvailableHours: quantity('Sick leave hours', 100_000).optional(),
    /** Short notes printed at the bottom. */
    notes: z
      .array(printedText('Note', 300))
      .max(MAX_NOTES, `Use at most ${MAX_NOTES} notes`)
      .default([]),
  })
  .superRefine((stub, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const { paycheck, ytd } = stub;

    if (stub.payBasis.type === 'hourly') {
      let earned = 0;
      stub.payBasis.lines.forEach((line, i) => {
        earned += line.amount;
        const count = line.kind === 'hours' ? line.hours : line.units;
        // The count is printed to 2 decimals, so allow its rounding (half a hundredth) and a cent.
        if (Math.abs(line.amount - count * line.rate) > line.rate * 0.005 + 0.5) {
          issue(
            ['payBasis', 'lines', i, 'amount'],
            `${line.label}: amount must be about ${line.kind === 'hours' ? 'hours' : 'units'} × rate`,
          );
        }
      });
      if (earned !== paycheck.gross.amount) {
        issue(['payBasis', 'lines'], 'Earnings lines must add up to gross pay');
      }
    }

    const currentAndYtd: [string, number, number][] = [
      ['gross', paycheck.gross.amount, ytd.gross],
      ['federalIncomeTax', paycheck.federalIncomeTax.amount, ytd.federalIncomeTax],
      ['socialSecurity', paycheck.socialSecurity.amount, ytd.socialSecurity],
      ['medicare', paycheck.medicare.amount, ytd.medicare],
      ['additionalMedicare', paycheck.additionalMedicare.amount, ytd.additionalMedicare],
      ['stateIncomeTax', paycheck.stateIncomeTax.amount, ytd.stateIncomeTax],
      ['otherDeductions', paycheck.otherDeductions, ytd.otherDeductions],
    ];
    for (const [field, current, yearToDate] of currentAndYtd) {
      if (yearToDate < current) {
        issue(['ytd', field], 'Year to date includes this pay, so it cannot be less than it');
      }
    }
    for (const tax of paycheck.otherEmployeeTaxes) {
      const index = ytd.otherEmployeeTaxes.findIndex((line) => line.name === tax.name);
      const yearToDate = ytd.otherEmployeeTaxes[index];
      if (yearToDate === undefined) {
        issue(['ytd', 'otherEmployeeTaxes'], `Year-to-date ${tax.name} is missing`);
      } else if (yearToDate.amount < tax.amount) {
        issue(
          ['ytd', 'otherEmployeeTaxes', index, 'amount'],
          'Year to date includes this pay, so it cannot be less than it',
        );
      }
    }
    const ytdTaxes =
      ytd.federalIncomeTax +
      ytd.socialSecurity +
      ytd.medicare +
      ytd.additionalMedicare +
      ytd.stateIncomeTax +
      ytd.otherEmployeeTaxes.reduce((sum, line) => sum + line.amount, 0);
    if (ytd.gross - ytdTaxes - ytd.otherDeductions !== ytd.net) {
      issue(['ytd', 'net'], 'Year-to-date net pay must be gross pay less taxes and deductions');
    }

    if (stub.deductions !== undefined) {
      const current = stub.deductions.reduce((sum, item) => sum + item.current, 0);
      const yearToDate = stub.deductions.reduce((sum, item) => sum + item.ytd, 0);
      if (current !== paycheck.otherDeductions) {
        issue(['deductions'], 'Deductions must add up to the paycheck’s other deductions');
      }
      if (yearToDate !== ytd.otherDeductions) {
        issue(['deductions'], 'Year-to-date deductions must add up to the year-to-date total');
      }
      stub.deductions.forEach((item, i) => {
        if (item.ytd < item.current) {
          issue(
            ['deductions', i, 'ytd'],
            'Year to date includes this pay, so it cannot be less than it',
          );
        }
      });
    }
  });

export type Paystub = z.infer<typeof paystubSchema>;
export type PaystubInput = z.input<typeof paystubSchema>;
