import type { Store } from 'tinybase';
import type { SearchProvider, SearchResult } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
// Single modules, not the books' index: this loads with the shell, before any page.
import { VENDORS_TABLE, readVendors } from '../../domain/books/vendors';
import { transactionCacheFor } from '../../domain/books/transactionCache';
import type { Transaction } from '../../domain/books/transactionRow';
import { BOOKKEEPING_PLUGIN_ID } from '../../domain/public';
import { ACCOUNTS_TABLE, rowToAccount } from '../../domain/schema';
import { searchTexts } from '../components/transactions/filterTransactions';
import { booksRecordPath } from './recordLinks';

/** Hits per kind of record, so one kind never crowds out the others. */
const PER_KIND = 6;

const texts = new WeakMap<readonly Transaction[], string[]>();

/** Lowercased description and reference per transaction, made once per version of the list. */
function transactionTexts(list: readonly Transaction[]): string[] {
  let found = texts.get(list);
  if (!found) {
    found = searchTexts(list);
    texts.set(list, found);
  }
  return found;
}

const contains = (needle: string, ...fields: string[]) =>
  fields.some((field) => field.toLowerCase().includes(needle));

/**
 * Vendors (name, contact, e-mail), accounts (name, number) and transactions (description or
 * reference, as the Transactions tab searches) whose text contains the query, ignoring case.
 */
export function searchBooks(query: string, store: Store | undefined): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!store || needle === '') return [];
  const vendors = readVendors(store.getTable(VENDORS_TABLE))
    .filter((v) => contains(needle, v.name, v.contactName, v.email))
    .slice(0, PER_KIND)
    .map((v) => ({
      id: `vendor:${v.id}`,
      label: v.name,
      description: ['Vendor', v.contactName, v.paymentTerms].filter(Boolean).join(' · '),
      path: booksRecordPath('vendor', v.id),
    }));
  const accounts = Object.entries(store.getTable(ACCOUNTS_TABLE))
    .flatMap(([id, row]) => {
      const read = rowToAccount(id, row);
      return read.ok ? [read.account] : [];
    })
    .filter((a) => contains(needle, a.name, a.number))
    .sort((a, b) => a.number.localeCompare(b.number))
    .slice(0, PER_KIND)
    .map((a) => ({
      id: `account:${a.id}`,
      label: a.name,
      description: `Account ${a.number} · ${a.type.charAt(0).toUpperCase()}${a.type.slice(1)}`,
      path: booksRecordPath('account', a.id),
    }));
  const list = transactionCacheFor(store).transactions();
  const lines = transactionTexts(list);
  const transactions: SearchResult[] = [];
  for (let i = 0; i < list.length && transactions.length < PER_KIND; i += 1) {
    const t = list[i] as Transaction;
    if (!(lines[i] as string).includes(needle)) continue;
    transactions.push({
      id: `transaction:${t.id}`,
      label: t.description || t.reference,
      description: ['Transaction', t.date, formatUSD(t.amount), t.reference]
        .filter(Boolean)
        .join(' · '),
      path: booksRecordPath('transaction', t.id),
    });
  }
  return [...vendors, ...accounts, ...transactions];
}

/** The palette's search of the books (the company document). */
export const booksSearchProvider: SearchProvider = {
  id: 'bookkeeping',
  label: 'Bookkeeping',
  search: (query, { getStore }) => searchBooks(query, getStore(BOOKKEEPING_PLUGIN_ID)),
};
