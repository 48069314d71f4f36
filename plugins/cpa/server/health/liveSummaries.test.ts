import { describe, expect, it } from 'vitest';
import { LiveSummaries, type SummarySource } from './liveSummaries';

/** A source over counters: each key's value, its reads counted, its watchers called by `change`. */
function counters() {
  const values = new Map<string, number>();
  const reads = new Map<string, number>();
  const watchers = new Map<string, Set<() => void>>();
  let failNext = false;
  const source: SummarySource<{ value: number; day: string }> = {
    read(key) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('books unavailable'));
      }
      return Promise.resolve({ value: values.get(key) ?? 0, day: today });
    },
    watch(key, onChange) {
      const set = watchers.get(key) ?? new Set();
      watchers.set(key, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    isCurrent: (summary) => summary.day === today,
  };
  let today = '2026-11-25';
  return {
    source,
    readsOf: (key: string) => reads.get(key) ?? 0,
    watching: (key: string) => watchers.get(key)?.size ?? 0,
    change(key: string, value: number) {
      values.set(key, value);
      for (const watcher of watchers.get(key) ?? []) watcher();
    },
    failOnce: () => (failNext = true),
    nextDay: () => (today = '2026-11-26'),
  };
}

describe('summaries kept up to date as their sources change', () => {
  it('reads a key once, however often it is asked for, until it changes', async () => {
    const books = counters();
    const summaries = new LiveSummaries(books.source);
    books.change('acme', 5);
    await Promise.all([summaries.get('acme'), summaries.get('acme')]);
    expect((await summaries.get('acme')).summary.value).toBe(5);
    expect(books.readsOf('acme')).toBe(1);
    expect(books.watching('acme')).toBe(1);
  });

  it('re-reads once after a burst of changes, and a get after a change sees it', async () => {
    const books = counters();
    const summaries = new LiveSummaries(books.source);
    await summaries.get('acme');
    books.change('acme', 1);
    books.change('acme', 2);
    books.change('acme', 3);
    expect((await summaries.get('acme')).summary.value).toBe(3);
    expect(books.readsOf('acme')).toBe(2);
  });

  it('re-reads a summary of an earlier day', async () => {
    const books = counters();
    const summaries = new LiveSummaries(books.source);
    await summaries.get('acme');
    books.nextDay();
    expect((await summaries.get('acme')).summary.day).toBe('2026-11-26');
    expect(books.readsOf('acme')).toBe(2);
  });

  it('forgets a failed read, so the next get tries again; close stops watching', async () => {
    const books = counters();
    const summaries = new LiveSummaries(books.source);
    books.failOnce();
    await expect(summaries.get('acme')).rejects.toThrow('books unavailable');
    expect(books.watching('acme')).toBe(0);
    books.change('acme', 7);
    expect((await summaries.get('acme')).summary.value).toBe(7);
    summaries.close();
    expect(books.watching('acme')).toBe(0);
  });
});
