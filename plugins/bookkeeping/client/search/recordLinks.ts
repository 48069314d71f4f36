/** The Bookkeeping screen's route (plugin.ts). */
export const BOOKKEEPING_PATH = '/bookkeeping';

/** The screen's tabs, in order; the open one is the `tab` query parameter. */
export const booksTabs = [
  'overview',
  'transactions',
  'reports',
  'accounts',
  'vendors',
  'banking',
] as const;
export type BooksTab = (typeof booksTabs)[number];

/** The records a link can open, each on its tab; the query parameter is the kind itself. */
const recordTabs = { transaction: 'transactions', account: 'accounts', vendor: 'vendors' } as const;
export type BooksRecordKind = keyof typeof recordTabs;

/** The tab a `tab` query parameter names, or the overview. */
export function booksTab(param: string | null): BooksTab {
  return booksTabs.find((tab) => tab === param) ?? 'overview';
}

/** The Bookkeeping screen with one record opened: `/bookkeeping?tab=vendors&vendor=<id>`. */
export function booksRecordPath(kind: BooksRecordKind, id: string): string {
  const query = new URLSearchParams({ tab: recordTabs[kind], [kind]: id });
  return `${BOOKKEEPING_PATH}?${query.toString()}`;
}
