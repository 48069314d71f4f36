import { z } from 'zod';
import { ledgerIdSchema, singleLineSchema } from './ids';

/** The five account types of double-entry bookkeeping. */
export const accountTypes = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
/** An account's type. */
export type AccountType = (typeof accountTypes)[number];

/** Each account subtype and the type it belongs to. */
export const subtypeTypes = {
  current_asset: 'asset',
  fixed_asset: 'asset',
  other_asset: 'asset',
  current_liability: 'liability',
  long_term_liability: 'liability',
  equity: 'equity',
  retained_earnings: 'equity',
  operating_income: 'income',
  other_income: 'income',
  cost_of_goods_sold: 'expense',
  operating_expense: 'expense',
  other_expense: 'expense',
} as const satisfies Record<string, AccountType>;

/** The account subtypes, which place an account in the reports. */
export const accountSubtypes = Object.keys(subtypeTypes) as (keyof typeof subtypeTypes)[];
/** An account's subtype. */
export type AccountSubtype = keyof typeof subtypeTypes;

/** An account of the chart; `isBank` marks cash accounts, `contra` a contra account. */
export const accountSchema = z
  .object({
    id: ledgerIdSchema,
    number: z.string().regex(/^\d{1,10}$/, 'Use 1-10 digits'),
    name: singleLineSchema.min(1, 'Name is required').max(100, 'Use at most 100 characters'),
    type: z.enum(accountTypes),
    subtype: z.enum(accountSubtypes as [AccountSubtype, ...AccountSubtype[]]),
    isBank: z.boolean().default(false),
    contra: z.boolean().default(false),
  })
  .superRefine((account, ctx) => {
    if (subtypeTypes[account.subtype] !== account.type) {
      ctx.addIssue({
        code: 'custom',
        path: ['subtype'],
        message: `Subtype ${account.subtype} is not a subtype of ${account.type}`,
      });
    }
    if (account.isBank && account.subtype !== 'current_asset') {
      ctx.addIssue({
        code: 'custom',
        path: ['isBank'],
        message: 'A bank or cash account must be a current asset',
      });
    }
  });

/** An account of the chart of accounts. */
export type Account = z.output<typeof accountSchema>;
/** An account as written before defaults (isBank, contra) are applied. */
export type AccountInput = z.input<typeof accountSchema>;

/** The side on which an account type grows: assets and expenses on the debit side. */
export function normalBalance(type: AccountType): 'debit' | 'credit' {
  return type === 'asset' || type === 'expense' ? 'debit' : 'credit';
}
