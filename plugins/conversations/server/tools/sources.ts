import type { Period } from '../../domain/periods/period';
import type { Source } from '../../domain/schema';

/** The Bookkeeping screen's Reports tab, where every report of a period can be run. */
export function reportSource(report: string, when: Period | string): Source {
  const at = typeof when === 'string' ? `as of ${when}` : when.label;
  return { label: `${report}, ${at} (Bookkeeping › Reports)`, path: '/bookkeeping?tab=reports' };
}

/** An account opened on the Bookkeeping screen's Accounts tab. */
export function accountSource(account: { id: string; number: string; name: string }): Source {
  const query = new URLSearchParams({ tab: 'accounts', account: account.id });
  return { label: `${account.number} ${account.name}`, path: `/bookkeeping?${query.toString()}` };
}

/** A vendor opened on the Bookkeeping screen's Vendors tab. */
export function vendorSource(vendorId: string, name: string): Source {
  const query = new URLSearchParams({ tab: 'vendors', vendor: vendorId });
  return { label: `Vendor ${name}`, path: `/bookkeeping?${query.toString()}` };
}

/** The payroll runs on the Payroll AI screen. */
export const payrollSource: Source = { label: 'Payroll runs (Payroll AI)', path: '/payroll-ai' };

/** Sources without repeats, in order. */
export function uniqueSources(sources: readonly Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((s) => {
    const key = `${s.path} ${s.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
