import { z } from 'zod';
import type { Transaction } from '../books/transactionRow';
import { threshold1099Cents, type Vendor } from '../books/vendors';

/** The calendar year whose vendor payments are asked for. */
export const vendorPaymentsQuerySchema = z.object({
  year: z.number().int().min(1900).max(9999),
});
export type VendorPaymentsQuery = z.output<typeof vendorPaymentsQuerySchema>;

/** One vendor's payments in a calendar year, with what a 1099-NEC needs to know of it. */
export const vendorPaymentSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  is1099Eligible: z.boolean(),
  /** Whether the vendor's W-9 (their tax id) is on file: yes or no, never the id itself. */
  taxIdOnFile: z.boolean(),
  /** The vendor's address as the vendor form keeps it, '' when none is recorded. */
  address: z.string(),
  /** Money paid out to the vendor in the year, in cents (refunds are not payments). */
  paidCents: z.number().int().nonnegative(),
  /** A 1099 vendor whose payments reach the year's reporting threshold. */
  reportable: z.boolean(),
});
export type VendorPayment = z.output<typeof vendorPaymentSchema>;

/** Every vendor's payments in a year and the year's 1099-NEC threshold. */
export const vendorPaymentsSchema = z.object({
  year: z.number().int(),
  /** The 1099-NEC/MISC reporting threshold for payments made in the year, in cents. */
  thresholdCents: z.number().int().nonnegative(),
  /** Every vendor, paid or not, by name. */
  vendors: z.array(vendorPaymentSchema),
});
export type VendorPayments = z.output<typeof vendorPaymentsSchema>;

/** Every vendor's payments (money out, by the transaction's vendor) in a calendar year. */
export function vendorPaymentsOfYear(
  vendors: readonly Vendor[],
  transactions: readonly Transaction[],
  year: number,
): VendorPayments {
  const thresholdCents = threshold1099Cents(year);
  const prefix = `${year}-`;
  const paid = new Map<string, number>();
  for (const t of transactions) {
    if (t.vendorId === '' || t.amount >= 0 || !t.date.startsWith(prefix)) continue;
    paid.set(t.vendorId, (paid.get(t.vendorId) ?? 0) - t.amount);
  }
  return {
    year,
    thresholdCents,
    vendors: vendors.map((vendor) => {
      const paidCents = paid.get(vendor.id) ?? 0;
      return {
        vendorId: vendor.id,
        name: vendor.name,
        is1099Eligible: vendor.is1099Eligible,
        taxIdOnFile: vendor.w9OnFile === true,
        address: vendor.address ?? '',
        paidCents,
        reportable: vendor.is1099Eligible && paidCents >= thresholdCents,
      };
    }),
  };
}
