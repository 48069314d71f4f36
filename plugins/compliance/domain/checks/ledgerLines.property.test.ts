import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openItemsFifo } from './ledgerLines';

const line = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  increase: fc.integer({ min: 0, max: 100_000 }),
  decrease: fc.integer({ min: 0, max: 100_000 }),
});

describe('openItemsFifo', () => {
  it('leaves open what the increases exceed the decreases by, in positive items, oldest first', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (raw) => {
        const lines = raw
          .map((l, n) => ({
            ...l,
            date: `2026-01-${String(l.day).padStart(2, '0')}`,
            entryId: `e${n}`,
            memo: '',
          }))
          .sort((a, b) => a.date.localeCompare(b.date));
        const open = openItemsFifo(lines);
        const increases = lines.reduce((s, l) => s + l.increase, 0);
        const decreases = lines.reduce((s, l) => s + l.decrease, 0);
        expect(open.reduce((s, o) => s + o.amount, 0)).toBe(Math.max(0, increases - decreases));
        for (const item of open) expect(item.amount).toBeGreaterThan(0);
        expect(open.map((o) => o.date)).toEqual(open.map((o) => o.date).sort());
      }),
    );
  });

  it('settles the oldest increase first', () => {
    const open = openItemsFifo([
      { date: '2026-01-01', entryId: 'a', memo: 'A', increase: 100, decrease: 0 },
      { date: '2026-02-01', entryId: 'b', memo: 'B', increase: 50, decrease: 0 },
      { date: '2026-03-01', entryId: 'c', memo: 'pay', increase: 0, decrease: 120 },
    ]);
    expect(open).toEqual([{ date: '2026-02-01', entryId: 'b', memo: 'B', amount: 30 }]);
  });
});
