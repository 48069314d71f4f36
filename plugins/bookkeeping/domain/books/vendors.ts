import { z } from 'zod';
import type { Transaction } from './transactionRow';

/** The TinyBase table of vendors; the row id is the vendor id. */
export const VENDORS_TABLE = 'vendors';

/** Payment terms offered on the vendor form. */
export const paymentTermsOptions = [
  'Due on receipt',
  'Net 15',
  'Net 30',
  'Net 45',
  'Net 60',
] as const;

/** A vendor as a row (spec 001 section 3). */
export const vendorRowSchema = z.object({
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  paymentTerms: z.string(),
  is1099Eligible: z.boolean(),
  /**
   * Whether the vendor's signed Form W-9 (their taxpayer identification number) is on file. Keel
   * keeps the yes/no only, never the number. Absent on vendors saved before it was asked: no.
   */
  w9OnFile: z.boolean().optional(),
  /** Street, city, state and ZIP on one line (Form 1099-NEC's recipient address); absent: none. */
  address: z.string().optional(),
});
/** A vendor as stored. */
export type VendorRow = z.output<typeof vendorRowSchema>;
/** A vendor with its id. */
export interface Vendor extends VendorRow {
  id: string;
}

/** The vendor form's rules; each message names its field. */
export const vendorFormSchema = z.object({
  name: z.string().trim().min(1, 'Vendor name is required').max(100, 'Use at most 100 characters'),
  contactName: z.string().trim().max(100, 'Use at most 100 characters'),
  email: z.union([z.literal(''), z.string().trim().email('Enter a valid e-mail address')]),
  paymentTerms: z.enum(paymentTermsOptions, { message: 'Choose payment terms' }),
  is1099Eligible: z.boolean(),
  w9OnFile: z.boolean().optional(),
  address: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});

/** Every readable vendor, by name. */
export function readVendors(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Vendor[] {
  const vendors: Vendor[] = [];
  for (const [id, row] of Object.entries(table)) {
    const parsed = vendorRowSchema.safeParse(row);
    if (parsed.success) vendors.push({ id, ...parsed.data });
  }
  return vendors.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * The 1099-NEC/MISC reporting threshold in cents for payments made in a calendar year:
 * $2,000 for payments after 31 Dec 2025 (OBBBA section 70433, IRS Notice 2025-62; shared/tax
 * us-payroll-2026.md section 3.3), $600 before.
 */
export function threshold1099Cents(year: number): number {
  return year >= 2026 ? 200_000 : 60_000;
}

/** One vendor's payments in a calendar year against the 1099 threshold. */
export interface Vendor1099 {
  vendorId: string;
  paidCents: number;
  thresholdCents: number;
  reportable: boolean;
}

/** Payments (money out) per 1099-eligible vendor in a calendar year, and whether each is reportable. */
export function vendor1099Totals(
  vendors: readonly Vendor[],
  transactions: readonly Transaction[],
  year: number,
): Vendor1099[] {
  const paid = new Map<string, number>();
  const prefix = `${year}-`;
  for (const t of transactions) {
    if (t.vendorId === '' || t.amount >= 0 || !t.date.startsWith(prefix)) continue;
    paid.set(t.vendorId, (paid.get(t.vendorId) ?? 0) - t.amount);
  }
  const thresholdCents = threshold1099Cents(year);
  return vendors
    .filter((vendor) => vendor.is1099Eligible)
    .map((vendor) => {
      const paidCents = paid.get(vendor.id) ?? 0;
      return {
        vendorId: vendor.id,
        paidCents,
        thresholdCents,
        reportable: paidCents >= thresholdCents,
      };
    });
}
