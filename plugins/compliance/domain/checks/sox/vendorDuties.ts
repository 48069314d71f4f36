import { formatUSD } from '@keel/core/domain';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { samePerson, writersOf } from './authors';

export const vendorDutiesCheck: CheckDefinition = {
  id: 'sox.vendor-duties',
  area: 'sox',
  requirement: 'Nobody pays a vendor they created',
  level: 'high',
};

/**
 * Separation of duties between the vendor list and payments: the person who created a vendor did
 * not also enter a payment to it (a made-up vendor paid by its maker is the classic billing
 * scheme). Payments posted by another plugin (payroll) are not a person's entry and are left out.
 */
export function checkVendorDuties(input: ComplianceInput): CheckResult {
  const { activity } = input.books;
  const known = activity.vendors.filter((v) => v.createdBy !== null);
  if (writersOf(input) < 2)
    return notApplicable(
      vendorDutiesCheck,
      'One person keeps the books: creating vendors and paying them cannot be split.',
    );
  if (known.length === 0)
    return notApplicable(
      vendorDutiesCheck,
      'No vendor has a recorded creator yet (Keel records who creates each vendor from now on).',
    );
  const findings = known.flatMap((vendor) => {
    const paid = activity.bankLines.filter(
      (l) =>
        l.vendorId === vendor.vendorId &&
        l.amount < 0 &&
        l.source !== 'ledger' &&
        samePerson(l.createdBy, vendor.createdBy!),
    );
    if (paid.length === 0) return [];
    const total = paid.reduce((sum, l) => sum - l.amount, 0);
    return [
      {
        key: `${vendorDutiesCheck.id}:${vendor.vendorId}`,
        title: `${vendor.createdBy} created ${vendor.name} and paid it`,
        description: `${vendor.createdBy} created the vendor ${vendor.name} and also entered ${plural(paid.length, 'payment')} to it (${formatUSD(total)}). One person who can both add a payee and pay it can pay a vendor that does not exist. Have someone else enter or approve payments to vendors you create, and review these payments against their bills.`,
        records: [
          {
            label: `Vendor ${vendor.name}`,
            path: fixPaths.vendor(vendor.vendorId),
          },
          ...paid.slice(0, 10).map((l) => ({
            label: `${l.date}: ${formatUSD(-l.amount)} to ${vendor.name}`,
            path: fixPaths.entry(l.entryId),
          })),
        ],
        fix: { label: 'Review the payments', path: fixPaths.transactions },
        dueDate: null,
      },
    ];
  });
  return resultOf(vendorDutiesCheck, findings, {
    passed: `Nobody entered a payment to one of the ${plural(known.length, 'vendor')} they created.`,
    failed: `${plural(findings.length, 'vendor')} ${findings.length === 1 ? 'was' : 'were'} paid by the person who created ${findings.length === 1 ? 'it' : 'them'}.`,
  });
}
