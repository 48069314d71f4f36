import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../domain/books/testBooks';
import { filterTransactions, searchTexts } from './filterTransactions';
import { rowWindow } from './useRowWindow';

const lines = [
  aTransaction({ id: 'a', description: 'Stripe payout', reference: 'PO-1042', accountId: 'sales' }),
  aTransaction({ id: 'b', description: 'Blue Bottle', accountId: '' }),
  aTransaction({ id: 'c', description: 'WeWork rent', reconciliationId: 'rec-1' }),
];
const ids = (found: readonly { id: string }[]) => found.map((t) => t.id);

describe('filterTransactions', () => {
  const texts = searchTexts(lines);

  it('matches description or reference, ignoring case and outer spaces', () => {
    expect(ids(filterTransactions(lines, texts, '  po-10 ', 'all'))).toEqual(['a']);
    expect(ids(filterTransactions(lines, texts, 'BOTTLE', 'all'))).toEqual(['b']);
    // The joint between description and reference is never matched across.
    expect(filterTransactions(lines, texts, 'payoutpo', 'all')).toEqual([]);
  });

  it('filters by display status and returns the same list when nothing filters', () => {
    expect(ids(filterTransactions(lines, texts, '', 'pending'))).toEqual(['b']);
    expect(ids(filterTransactions(lines, texts, '', 'reconciled'))).toEqual(['c']);
    expect(ids(filterTransactions(lines, texts, '', 'categorized'))).toEqual(['a']);
    expect(filterTransactions(lines, texts, ' ', 'all')).toBe(lines);
  });

  it('searches 50,000 lines in a few milliseconds', () => {
    const many = Array.from({ length: 50_000 }, (_, i) =>
      aTransaction({ id: `t${i}`, description: `Card purchase ${i}`, reference: `REF-${i}` }),
    );
    const manyTexts = searchTexts(many);
    const started = performance.now();
    for (const needle of ['c', 'ca', 'car', 'card p', 'ref-4999', 'nothing']) {
      filterTransactions(many, manyTexts, needle, 'categorized');
    }
    // Six keystrokes; the budget per keystroke is 100 ms, this asks for far less.
    expect((performance.now() - started) / 6).toBeLessThan(50);
  });
});

describe('rowWindow', () => {
  const size = { rowHeight: 48, height: 480, overscan: 5 };

  it('covers the viewport plus the overscan on each side', () => {
    expect(rowWindow(50_000, 0, size)).toEqual({
      start: 0,
      end: 20,
      padTop: 0,
      padBottom: 49_980 * 48,
    });
    const deep = rowWindow(50_000, 48 * 1000, size);
    expect(deep.start).toBe(995);
    expect(deep.end).toBe(1015);
    expect(deep.padTop + (deep.end - deep.start) * 48 + deep.padBottom).toBe(50_000 * 48);
  });

  it('shows the last rows when the list shrank under the scroll position', () => {
    expect(rowWindow(30, 48 * 1000, size)).toEqual({
      start: 10,
      end: 30,
      padTop: 480,
      padBottom: 0,
    });
    expect(rowWindow(3, 48 * 1000, size)).toEqual({ start: 0, end: 3, padTop: 0, padBottom: 0 });
  });
});
