import { transactionStatus, type StatusFilter, type Transaction } from '../../../domain/books';

/**
 * Each transaction's searchable text, lowercased once: description and reference joined by a
 * character no one types, so a search never matches across the two.
 */
export function searchTexts(transactions: readonly Transaction[]): string[] {
  return transactions.map((t) => `${t.description}\u0000${t.reference}`.toLowerCase());
}

/**
 * The transactions whose description or reference contains the search (ignoring case) and whose
 * status passes the filter; `texts` are searchTexts of the same array, in its order.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  texts: readonly string[],
  search: string,
  status: StatusFilter,
): readonly Transaction[] {
  const needle = search.trim().toLowerCase();
  if (needle === '' && status === 'all') return transactions;
  const found: Transaction[] = [];
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (needle !== '' && !(texts[i] as string).includes(needle)) continue;
    if (status !== 'all' && transactionStatus(t) !== status) continue;
    found.push(t);
  }
  return found;
}
