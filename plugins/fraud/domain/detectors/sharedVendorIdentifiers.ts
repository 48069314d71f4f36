import { formatUSD } from '@keel/core/domain';
import type { BankLine, BooksEvidence, SharedVendorIdentifier } from '../evidence/evidence';
import type { Finding } from '../threats/threatSchema';
import { byDate, outgoingPayments, paid, paymentRecord, pushTo } from './payments';

/**
 * Two vendors sharing a tax id or a payment bank account (shared/research analytics-and-scale
 * section 1, A2; ACFE's shell-company and duplicate-vendor schemes): one payee under two names, so
 * one bill can be paid to each, or a fictitious vendor paid into a real vendor's, or an
 * insider's, account. Raised once at least one of them has been paid.
 */

/** The most payments a threat lists (the latest); the total counts them all. */
export const SHARED_VENDOR_PAYMENTS_LISTED = 20;

const what: Record<SharedVendorIdentifier['kind'], string> = {
  'tax-id': 'tax ID',
  'bank-account': 'bank account',
};

/** Where a vendor is shown: the Bookkeeping screen's vendor row. */
export const vendorLink = (id: string) =>
  `/bookkeeping?tab=vendors&vendor=${encodeURIComponent(id)}`;

function findingOf(group: SharedVendorIdentifier, payments: readonly BankLine[]): Finding | null {
  const byVendor = new Map<string, BankLine[]>();
  for (const line of payments) pushTo(byVendor, line.vendorId, line);
  const lines = group.vendors.flatMap((v) => byVendor.get(v.id) ?? []).sort(byDate);
  if (lines.length === 0) return null;
  const totals = group.vendors.map((v) => ({
    ...v,
    total: (byVendor.get(v.id) ?? []).reduce((sum, line) => sum + paid(line), 0),
    count: byVendor.get(v.id)?.length ?? 0,
  }));
  const paidVendors = totals.filter((v) => v.count > 0);
  const largest = Math.max(...totals.map((v) => v.total));
  const names = group.vendors.map((v) => v.name).join(' and ');
  const thing = what[group.kind];
  return {
    type: 'duplicate_payment',
    rule: `duplicate.shared-${group.kind}`,
    key: group.vendors.map((v) => v.id).join(','),
    severity: paidVendors.length > 1 ? 'high' : 'medium',
    confidence: (group.kind === 'bank-account' ? 90 : 85) - (paidVendors.length > 1 ? 0 : 15),
    // What went to every name but the one paid most: what a second name let through.
    amount: totals.reduce((sum, v) => sum + v.total, 0) - largest,
    description: `${names} share a ${thing} (ending ${group.last4})`,
    riskFactors: [
      `${group.vendors.length} vendors have the same ${thing}, ending ${group.last4}: ${names}`,
      ...paidVendors.map(
        (v) =>
          `${v.name} was paid ${formatUSD(v.total)} in ${v.count} payment${v.count === 1 ? '' : 's'}`,
      ),
      group.kind === 'bank-account'
        ? 'Money to two vendor names lands in one account: a fictitious vendor, or one bill paid twice'
        : 'One business under two vendor records can be paid twice for one bill',
    ],
    records: [
      ...group.vendors.map((v) => ({
        id: `vendor:${v.id}`,
        label: v.name,
        link: vendorLink(v.id),
      })),
      ...lines.slice(-SHARED_VENDOR_PAYMENTS_LISTED).map(paymentRecord),
    ],
    timestamp: lines.at(-1)!.date,
  };
}

/** A threat for each group of vendors sharing a tax id or bank account that has been paid. */
export function detectSharedVendorIdentifiers(books: BooksEvidence): Finding[] {
  const payments = outgoingPayments(books.lines).filter((line) => line.vendorId !== '');
  return (books.sharedVendorIdentifiers ?? [])
    .filter((group) => group.vendors.length > 1)
    .flatMap((group) => findingOf(group, payments) ?? []);
}
