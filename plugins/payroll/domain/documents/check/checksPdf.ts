import { z } from 'zod';
import { renderPdf, type ProgressListener } from '../render/renderPdf';
import { parseEach } from '../schemaParts';
import { layoutCheck } from './checkLayout';
import { payrollCheckSchema, type PayrollCheckInput } from './payrollCheckSchema';

/**
 * Printable payroll checks, one letter page each (check on top, two voucher stubs below), in the
 * order given (spec 000 §2.10, Print Pay Checks). Every check is validated first, and check
 * numbers must not repeat; `onProgress` then reports each page drawn.
 */
export async function checksPdf(
  inputs: readonly PayrollCheckInput[],
  onProgress?: ProgressListener,
): Promise<Uint8Array> {
  if (inputs.length === 0) throw new RangeError('No checks to print');
  const checks = parseEach(payrollCheckSchema, inputs);
  const seen = new Map<number, number>();
  const issues: z.core.$ZodIssue[] = [];
  checks.forEach((check, index) => {
    const first = seen.get(check.checkNumber);
    if (first === undefined) seen.set(check.checkNumber, index);
    else {
      issues.push({
        code: 'custom',
        path: [index, 'checkNumber'],
        message: `Check number ${check.checkNumber} is already used by check ${first + 1}`,
        input: check.checkNumber,
      });
    }
  });
  if (issues.length > 0) throw new z.ZodError(issues);

  const numbers = checks.map((check) => check.checkNumber);
  const employers = [...new Set(checks.map((check) => check.stub.employer.legalName))];
  const lowest = numbers.reduce((a, b) => Math.min(a, b));
  const highest = numbers.reduce((a, b) => Math.max(a, b));
  const range = lowest === highest ? `${lowest}` : `${lowest}-${highest}`;
  return renderPdf(
    checks.length,
    (index) => layoutCheck(checks[index]!),
    {
      title: `Payroll checks ${range} - ${employers.join(', ')}`,
      subject: 'Payroll checks with voucher stubs',
      author: employers.join(', '),
      keywords: ['payroll', 'checks', `check numbers ${range}`],
    },
    onProgress,
  );
}
