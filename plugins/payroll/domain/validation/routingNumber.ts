import { z } from 'zod';
import { isValidRoutingNumber } from '@keel/core/domain';

export { isValidRoutingNumber, routingCheckDigit } from '@keel/core/domain';

/** A routing number field as typed in a form: trimmed, 9 digits, valid check digit. */
export function routingNumberField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .regex(/^\d{9}$/, { error: `${label} must be 9 digits`, abort: true })
    .refine(isValidRoutingNumber, `${label} is not valid`);
}

/** A bank routing number: "Routing number is required / must be 9 digits / is not valid". */
export const routingNumberSchema = routingNumberField('Routing number');
