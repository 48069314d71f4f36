import type { Store } from 'tinybase';
import type { SearchProvider, SearchResult } from '@keel/core/client';
// The schema module alone: this loads with the shell, before any page, so no tax tables with it.
import { EMPLOYEES_TABLE, PAYROLL_SCOPE } from '../../domain/schema';
import { payrollStoreIn } from '../stores';

/** The Payroll AI screen's route (plugin.ts). */
export const PAYROLL_PATH = '/payroll-ai';

/** The Payroll AI screen with one employee's record opened. */
export function employeeRecordPath(id: string): string {
  return `${PAYROLL_PATH}?${new URLSearchParams({ employee: id }).toString()}`;
}

/** Most hits the palette gets from payroll. */
const MAX_HITS = 8;

/** The text fields of a stored employee's JSON that a search reads ('' when missing). */
function employeeText(json: unknown): { email: string; jobTitle: string; department: string } {
  let value: unknown = null;
  try {
    value = JSON.parse(String(json));
  } catch {
    // A broken row is searched by its name cells only.
  }
  const fields =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
  return { email: text('email'), jobTitle: text('jobTitle'), department: text('department') };
}

/** Employees whose name, e-mail or job title contains the query, ignoring case. */
export function searchEmployees(query: string, store: Store | undefined): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!store || needle === '') return [];
  const hits: (SearchResult & { sortKey: string })[] = [];
  for (const [id, row] of Object.entries(store.getTable(EMPLOYEES_TABLE))) {
    const name = `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim();
    const { email, jobTitle, department } = employeeText(row.employee);
    if (![name, email, jobTitle].some((field) => field.toLowerCase().includes(needle))) continue;
    hits.push({
      id,
      label: name || email,
      description: ['Employee', jobTitle, department].filter(Boolean).join(' · '),
      path: employeeRecordPath(id),
      sortKey: `${String(row.lastName ?? '')} ${String(row.firstName ?? '')}`.toLowerCase(),
    });
  }
  return hits
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey))
    .slice(0, MAX_HITS)
    .map(({ sortKey: _sortKey, ...hit }) => hit);
}

/**
 * The palette's search of the employees. They live in the restricted payroll document, which the
 * palette opens only for roles that may read it; no one else's palette asks this provider.
 */
export const employeeSearchProvider: SearchProvider = {
  id: 'payroll-employees',
  label: 'Employees',
  scope: PAYROLL_SCOPE,
  search: (query, context) => searchEmployees(query, payrollStoreIn(context)),
};
