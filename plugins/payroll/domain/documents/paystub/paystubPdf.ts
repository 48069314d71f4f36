import { renderPdf, type ProgressListener } from '../render/renderPdf';
import { parseEach, periodText } from '../schemaParts';
import { layoutPaystub } from './paystubLayout';
import { paystubSchema, type Paystub, type PaystubInput } from './paystubSchema';

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A few values joined, and how many more there are. */
function list(values: readonly string[]): string {
  const shown = values.slice(0, 3).join(', ');
  return values.length > 3 ? `${shown} and ${values.length - 3} more` : shown;
}

function info(stubs: readonly Paystub[]) {
  const employers = distinct(stubs.map((stub) => stub.employer.legalName));
  const payDates = distinct(stubs.map((stub) => stub.payDate));
  const first = stubs[0]!;
  const title =
    stubs.length === 1
      ? `Paystub - ${first.employee.name} - ${periodText(first.payPeriod)}`
      : `Paystubs - ${list(employers)} - pay date ${list(payDates)} (${stubs.length})`;
  return {
    title,
    subject: 'Earnings statement (California Labor Code 226(a) itemized wage statement)',
    author: list(employers),
    keywords: ['paystub', 'earnings statement', ...payDates.slice(0, 5)],
  };
}

/**
 * One PDF with a letter page per employee, in the order given (spec 000 §2.10, Download
 * Paystubs). Every input is validated first, so a bad stub fails before any drawing; `onProgress`
 * then reports each page drawn.
 */
export async function paystubsPdf(
  inputs: readonly PaystubInput[],
  onProgress?: ProgressListener,
): Promise<Uint8Array> {
  if (inputs.length === 0) throw new RangeError('No paystubs to print');
  const stubs = parseEach(paystubSchema, inputs);
  return renderPdf(stubs.length, (index) => layoutPaystub(stubs[index]!), info(stubs), onProgress);
}

/** One employee's paystub as a one-page letter PDF. */
export async function paystubPdf(input: PaystubInput): Promise<Uint8Array> {
  return paystubsPdf([input]);
}
