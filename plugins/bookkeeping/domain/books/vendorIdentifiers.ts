import { z } from 'zod';
import { isValidRoutingNumber } from '@keel/core/domain';

/**
 * What Keel keeps of a vendor's tax id and payment bank account: the last four digits, by vendor
 * id. Written by the server only (PUT vendors/:vendorId/identifiers); the whole numbers are never
 * stored, only keyed fingerprints on the server, so vendors sharing one can be found.
 */
export const VENDOR_IDENTIFIERS_TABLE = 'vendorIdentifiers';

export const vendorIdentifierRowSchema = z.object({
  /** Last four digits of the tax id (EIN or SSN); '' when none is on file. */
  taxIdLast4: z.string(),
  /** Last four digits of the payment bank account number; '' when none is on file. */
  bankAccountLast4: z.string(),
  updatedAt: z.string(),
});
export type VendorIdentifierRow = z.output<typeof vendorIdentifierRowSchema>;

/** The kinds of identifier two vendors can share. */
export const vendorIdentifierKinds = ['tax-id', 'bank-account'] as const;
export type VendorIdentifierKind = (typeof vendorIdentifierKinds)[number];

const digits = (text: string) => text.replace(/[\s-]/g, '');

// Each field takes '' (remove what is on file) or a number written the usual ways.

/** An EIN (12-3456789) or SSN (123-45-6789), kept as its nine digits. */
const taxIdSchema = z
  .string({ error: 'Tax ID must be text' })
  .trim()
  .refine(
    (text) => text === '' || /^(\d{2}-?\d{7}|\d{3}-?\d{2}-?\d{4})$/.test(text.replace(/\s/g, '')),
    { error: 'Enter an EIN as 12-3456789 or an SSN as 123-45-6789', abort: true },
  )
  .transform(digits)
  .refine((nine) => !/^0{9}$/.test(nine), 'Enter a real EIN or SSN');

const routingSchema = z
  .string({ error: 'Routing number must be text' })
  .trim()
  .refine((text) => text === '' || /^\d{9}$/.test(text), {
    error: 'Routing number must be 9 digits',
    abort: true,
  })
  .refine((text) => text === '' || isValidRoutingNumber(text), 'Routing number is not valid');

const accountSchema = z
  .string({ error: 'Account number must be text' })
  .trim()
  .refine(
    (text) => text === '' || /^\d{4,17}$/.test(text),
    'Account number must be 4 to 17 digits',
  );

/**
 * The body of PUT vendors/:vendorId/identifiers: a tax id, a bank account (routing and account
 * number together), or both. A field left out keeps what is on file; an empty string removes it
 * (the routing and account number go together).
 */
export const vendorIdentifiersBodySchema = z
  .object({
    taxId: taxIdSchema.optional(),
    routingNumber: routingSchema.optional(),
    accountNumber: accountSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const routing = body.routingNumber ?? '';
    const account = body.accountNumber ?? '';
    if (routing !== '' && account === '')
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Enter the account number too',
      });
    if (account !== '' && routing === '')
      ctx.addIssue({
        code: 'custom',
        path: ['routingNumber'],
        message: 'Enter the routing number too',
      });
  });
export type VendorIdentifiersBody = z.output<typeof vendorIdentifiersBodySchema>;

/** What the vendor row shows, and PUT answers. */
export const vendorIdentifiersAnswerSchema = z.object({
  vendorId: z.string(),
  taxIdLast4: z.string(),
  bankAccountLast4: z.string(),
});
export type VendorIdentifiersAnswer = z.output<typeof vendorIdentifiersAnswerSchema>;

/** Vendors that share one tax id or one payment bank account (server only; no number, no fingerprint). */
export const sharedVendorIdentifierSchema = z.object({
  kind: z.enum(vendorIdentifierKinds),
  /** Two or more vendor ids, sorted. */
  vendorIds: z.array(z.string()),
  /** Last four digits of the shared number. */
  last4: z.string(),
});
export type SharedVendorIdentifier = z.output<typeof sharedVendorIdentifierSchema>;

/** Each vendor's fingerprints, as the server keeps them. */
export type VendorFingerprints = Record<
  string,
  Partial<Record<VendorIdentifierKind, { fingerprint: string; last4: string }>>
>;

/** The groups of two or more vendors (of `known`, when given) with one fingerprint, by kind. */
export function sharedIdentifiers(
  prints: Readonly<VendorFingerprints>,
  known?: ReadonlySet<string>,
): SharedVendorIdentifier[] {
  const groups = new Map<string, SharedVendorIdentifier>();
  for (const [vendorId, kinds] of Object.entries(prints)) {
    if (known && !known.has(vendorId)) continue;
    for (const kind of vendorIdentifierKinds) {
      const print = kinds[kind];
      if (!print) continue;
      const key = `${kind}|${print.fingerprint}`;
      const group = groups.get(key) ?? { kind, vendorIds: [], last4: print.last4 };
      group.vendorIds.push(vendorId);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .filter((group) => group.vendorIds.length > 1)
    .map((group) => ({ ...group, vendorIds: group.vendorIds.sort() }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.vendorIds[0]!.localeCompare(b.vendorIds[0]!));
}

/** The vendors (of the live books) paid into one bank account, by the account's fingerprint. */
export interface VendorsByBankAccount {
  fingerprint: string;
  /** One or more vendor ids, sorted. */
  vendorIds: string[];
}

/** The vendors (of `known`) whose bank account has one of `fingerprints`, grouped by it. */
export function vendorsWithPrints(
  prints: Readonly<VendorFingerprints>,
  fingerprints: ReadonlySet<string>,
  known: ReadonlySet<string>,
): VendorsByBankAccount[] {
  const groups = new Map<string, string[]>();
  for (const [vendorId, kinds] of Object.entries(prints)) {
    const print = kinds['bank-account']?.fingerprint;
    if (!known.has(vendorId) || print === undefined || !fingerprints.has(print)) continue;
    groups.set(print, [...(groups.get(print) ?? []), vendorId]);
  }
  return [...groups].map(([fingerprint, vendorIds]) => ({
    fingerprint,
    vendorIds: vendorIds.sort(),
  }));
}

/** "Tax ID on file ···1234" and the bank account's, for the vendor row; '' when neither. */
export function vendorIdentifiersLabel(row: VendorIdentifierRow | undefined): string {
  if (!row) return '';
  const parts: string[] = [];
  if (row.taxIdLast4) parts.push(`Tax ID on file ···${row.taxIdLast4}`);
  if (row.bankAccountLast4) parts.push(`Bank account on file ···${row.bankAccountLast4}`);
  return parts.join(' · ');
}
