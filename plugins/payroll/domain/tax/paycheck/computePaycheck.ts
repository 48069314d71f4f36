import { paycheckInputSchema, type PaycheckInput } from '../schemas/paycheckInput';
import type { Paycheck } from './paycheck';
import { paycheckFor } from './paycheckFor';
import { runContext } from './runContext';

/**
 * One employee's paycheck for a pay period: gross, federal, FICA and state withholding, net pay
 * and the employer's taxes, each with its explanation. Throws a ZodError naming the field for
 * invalid input and an UnknownTaxYearError for a year without tables.
 */
export function computePaycheck(input: PaycheckInput): Paycheck {
  const parsed = paycheckInputSchema.parse(input);
  return paycheckFor(runContext(parsed), parsed);
}
