import { createStore } from 'tinybase';
import { describe, expect, it } from 'vitest';
import { detectDuplicatePayments } from '../../domain/detectors/duplicatePayments';
import { booksOf, payment } from '../../domain/samples/books';
import { mergeFindings } from '../../domain/threats/mergeFindings';
import { reviewThreat } from '../../domain/threats/review';
import { threatStore } from './threatStore';

describe('threatStore', () => {
  it('keeps a review made while a scan ran, instead of writing the scan’s older copy over it', async () => {
    const store = createStore();
    const threats = threatStore({
      data: {
        store: () => Promise.resolve(store),
        commit: () => Promise.resolve(),
        summary: () => Promise.resolve(null),
      },
      log: () => {},
    });
    const books = booksOf([
      payment('t1', '2026-03-02', 'Acme Supplies', 125_000, 'INV-1043'),
      payment('t2', '2026-03-09', 'Acme Supplies', 125_000, 'INV-1043'),
    ]);
    const first = mergeFindings([], detectDuplicatePayments(books), '2026-03-10T00:00:00Z', true);
    await threats.write('c1', first.write);
    // A scan reads the threats ...
    const read = await threats.read('c1');
    // ... a person blocks the threat meanwhile ...
    const blocked = reviewThreat(
      read[0]!,
      { status: 'blocked', reason: 'Paid twice' },
      { userId: 'u1', author: 'Ada' },
      '2026-03-11T00:00:00Z',
    );
    if (!blocked.ok) throw new Error(blocked.error);
    await threats.write('c1', [blocked.threat]);
    // ... and the scan writes what it found, with more records.
    const more = booksOf([
      ...books.lines,
      payment('t3', '2026-03-12', 'Acme Supplies', 125_000, 'INV-1043'),
    ]);
    const found = mergeFindings(read, detectDuplicatePayments(more), '2026-03-12T00:00:00Z', true);
    await threats.write('c1', found.write, read);
    expect((await threats.read('c1')).find((t) => t.id === blocked.threat.id)?.status).toBe(
      'blocked',
    );
  });
});
