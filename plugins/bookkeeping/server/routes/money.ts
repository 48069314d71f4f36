import { z } from 'zod';

/** An amount in an answer: dollars as a string with two decimals, signed ("-12.50"). */
export const dollarsTextSchema = z.string().regex(/^-?\d+\.\d{2}$/);
