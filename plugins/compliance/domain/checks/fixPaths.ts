import { corePages } from '@keel/core/domain';

/**
 * Where each finding is fixed: pages of the app (a core page or a route of an installed
 * plugin's manifest), with the query the page reads to open the right tab or record.
 */
export const fixPaths = {
  companySettings: corePages.companySettings,
  transactions: '/bookkeeping?tab=transactions',
  reports: '/bookkeeping?tab=reports',
  /** The Accounts tab, whose Close Books card sets the lock date. */
  closeBooks: '/bookkeeping?tab=accounts',
  /** The Banking tab, where each bank account is reconciled. */
  banking: '/bookkeeping?tab=banking',
  account: (accountId: string) =>
    `/bookkeeping?tab=accounts&account=${encodeURIComponent(accountId)}`,
  vendor: (vendorId: string) => `/bookkeeping?tab=vendors&vendor=${encodeURIComponent(vendorId)}`,
  entry: (entryId: string) =>
    `/bookkeeping?tab=transactions&transaction=${encodeURIComponent(entryId)}`,
  payroll: '/payroll-ai',
  /** An employee's record in Payroll AI. */
  employee: (employeeId: string) => `/payroll-ai?employee=${encodeURIComponent(employeeId)}`,
  /** Tax Optimization, where tax payments are recorded. */
  tax: '/tax-optimization',
  /** The compliance screen itself, with a section opened: a deadline, a review, a document. */
  compliance: (section: string) => `/compliance-monitor?open=${encodeURIComponent(section)}`,
} as const;

/** A member as findings name them. */
export function memberLabel(member: { name: string; email: string }): string {
  return member.name.trim() ? `${member.name} <${member.email}>` : member.email;
}

/** A list of names in a sentence: "A", "A and B", "A, B and 2 more". */
export function listInWords(items: readonly string[], shown = 3): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length <= shown) return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}

/** "1 member", "3 members". */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : nouns}`;
}
