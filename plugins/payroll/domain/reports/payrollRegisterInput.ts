import { z } from 'zod';
import { centsSchema, isoDateSchema } from '@keel/core/domain';

const line = z.object({ amount: centsSchema });

/** The figures of a tax engine `Paycheck` the register shows; a `Paycheck` is a valid input. */
export const registerPaycheckSchema = z.object({
  employeeId: z.string().min(1, 'Paycheck employee id is required'),
  gross: line,
  federalIncomeTax: line,
  socialSecurity: line,
  medicare: line,
  additionalMedicare: line,
  stateIncomeTax: z.object({ amount: centsSchema, state: z.string(), exact: z.boolean() }),
  otherEmployeeTaxes: z.array(z.object({ name: z.string(), amount: centsSchema })).readonly(),
  otherDeductions: centsSchema,
  net: centsSchema,
  employer: z.object({
    socialSecurity: line,
    medicare: line,
    futa: line,
    suta: z.object({ amount: centsSchema, exact: z.boolean() }),
  }),
});
/** The paycheck figures the register reads. */
export type RegisterPaycheck = z.output<typeof registerPaycheckSchema>;

/** The employee taxes withheld from one paycheck. */
export function employeeTaxesOf(paycheck: RegisterPaycheck): number {
  const other = paycheck.otherEmployeeTaxes.reduce((sum, tax) => sum + tax.amount, 0);
  return (
    paycheck.federalIncomeTax.amount +
    paycheck.socialSecurity.amount +
    paycheck.medicare.amount +
    paycheck.additionalMedicare.amount +
    paycheck.stateIncomeTax.amount +
    other
  );
}

/** One payroll run for the register: its dates, its paychecks and who each paycheck is for. */
export const payrollRegisterInputSchema = z
  .object({
    payDate: isoDateSchema,
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    employees: z
      .array(
        z.object({
          id: z.string().min(1, 'Employee id is required'),
          name: z.string().trim().min(1, 'Employee name is required'),
        }),
      )
      .readonly(),
    paychecks: z.array(registerPaycheckSchema).readonly(),
  })
  .superRefine((run, ctx) => {
    if (run.periodStart > run.periodEnd) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: 'Period end must not be before period start',
      });
    }
    const names = new Set<string>();
    for (const employee of run.employees) {
      if (names.has(employee.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['employees'],
          message: `Employee ${employee.id} is listed twice`,
        });
      }
      names.add(employee.id);
    }
    const paid = new Set<string>();
    run.paychecks.forEach((paycheck, index) => {
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['paychecks', index], message });
      if (!names.has(paycheck.employeeId))
        issue(`Paycheck for ${paycheck.employeeId} has no employee name`);
      if (paid.has(paycheck.employeeId)) issue(`Employee ${paycheck.employeeId} has two paychecks`);
      paid.add(paycheck.employeeId);
      // A register whose rows do not add up would carry the error into every total.
      const expectedNet =
        paycheck.gross.amount - employeeTaxesOf(paycheck) - paycheck.otherDeductions;
      if (paycheck.net !== expectedNet) {
        issue(
          `Paycheck for ${paycheck.employeeId}: net pay is not gross less taxes and deductions`,
        );
      }
    });
  });
/** What `payrollRegisterCsv` takes. */
export type PayrollRegisterInput = z.input<typeof payrollRegisterInputSchema>;
