import { formatUSD } from '@keel/core/domain';
import {
  notApplicable,
  resultOf,
  type CheckDefinition,
  type CheckResult,
  type Finding,
} from '../checkResult';
import { fixPaths, listInWords, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';

export const vendorTaxIdsCheck: CheckDefinition = {
  id: 'tax.vendor-tax-ids',
  area: 'tax',
  requirement: '1099 vendors paid over the threshold have their W-9 (tax id) on file',
  level: 'high',
};

/**
 * A 1099-NEC needs the payee's tax id, which the vendor's W-9 gives; paying a 1099 vendor over the
 * year's threshold without it risks the IRS penalty for a missing TIN and obliges backup
 * withholding. The check looks at the previous calendar year (its 1099s are due January 31) and
 * the current one so far; the threshold of each year is the ledger service's.
 */
export function checkVendorTaxIds({ books }: ComplianceInput): CheckResult {
  const reportable = books.vendorPayments.flatMap((year) =>
    year.vendors
      .filter((v) => v.is1099Eligible && v.paidCents >= year.thresholdCents)
      .map((v) => ({ ...v, year: year.year, thresholdCents: year.thresholdCents })),
  );
  if (reportable.length === 0)
    return notApplicable(
      vendorTaxIdsCheck,
      'No 1099 vendor was paid over the reporting threshold this year or last.',
    );
  const missing = new Map<string, (typeof reportable)[number][]>();
  for (const payment of reportable)
    if (!payment.taxIdOnFile)
      missing.set(payment.vendorId, [...(missing.get(payment.vendorId) ?? []), payment]);
  const findings: Finding[] = [...missing.values()].map((years) => {
    const vendor = years[0]!;
    const paid = years.map(
      (y) => `${formatUSD(y.paidCents)} in ${y.year} (threshold ${formatUSD(y.thresholdCents)})`,
    );
    return {
      key: `${vendorTaxIdsCheck.id}:${vendor.vendorId}`,
      title: `${vendor.name}: 1099 vendor paid over the threshold with no W-9 on file`,
      description: `${vendor.name} was paid ${listInWords(paid)}, so a Form 1099-NEC must report it, and the form needs the vendor's tax id from their W-9. Without it the IRS may charge a penalty for a missing TIN and payments must be backup-withheld. Ask ${vendor.name} for a W-9 and mark it on file on the vendor.`,
      records: [{ label: vendor.name, path: fixPaths.vendor(vendor.vendorId) }],
      fix: { label: 'Record the W-9', path: fixPaths.vendor(vendor.vendorId) },
      dueDate: null,
    };
  });
  const vendors = new Set(reportable.map((v) => v.vendorId)).size;
  return resultOf(vendorTaxIdsCheck, findings, {
    passed: `Each of the ${plural(vendors, '1099 vendor')} paid over the threshold has a W-9 on file.`,
    failed: `${findings.length} of ${plural(vendors, '1099 vendor')} paid over the threshold have no W-9 on file.`,
  });
}
