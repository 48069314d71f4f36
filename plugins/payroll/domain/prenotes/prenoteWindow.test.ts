import { describe, expect, it } from 'vitest';
import {
  accountsToPrenote,
  liveDepositsFrom,
  prenoteEffectiveDate,
  stillWaiting,
} from './prenoteWindow';

describe('the prenote waiting period', () => {
  it('ends on the third banking day after settlement, skipping weekends and holidays', () => {
    // Thu 2026-11-26 is Thanksgiving: a prenote settling Wed 25th counts Fri 27, Mon 30, Tue 1.
    expect(liveDepositsFrom('2026-11-25')).toBe('2026-12-01');
    // Settling on a Monday: Tue, Wed, Thu.
    expect(liveDepositsFrom('2026-11-30')).toBe('2026-12-03');
  });

  it('settles a prenote file on the next banking day', () => {
    expect(prenoteEffectiveDate('2026-11-25')).toBe('2026-11-27');
    expect(prenoteEffectiveDate('2026-11-27')).toBe('2026-11-30');
  });

  it('prenotes accounts neither prenoted nor paid since they were given', () => {
    const paid = new Map([
      ['paid-before', ['2026-10-30']],
      ['paid-old-account', ['2026-10-30']],
    ]);
    const due = accountsToPrenote(
      [
        { employeeId: 'new' },
        { employeeId: 'paid-before' },
        { employeeId: 'paid-old-account', accountAddedOn: '2026-11-20' },
        { employeeId: 'prenoted', prenotedFor: '2026-11-27' },
      ],
      paid,
    );
    expect(due.map((c) => c.employeeId)).toEqual(['new', 'paid-old-account']);
  });

  it('holds live deposits of a pay date inside the waiting period, naming the day they may start', () => {
    const candidates = [{ employeeId: 'ana', prenotedFor: '2026-11-27' }, { employeeId: 'bo' }];
    // Settles Fri 27th: Mon 30, Tue 1, Wed 2.
    expect(stillWaiting(candidates, '2026-12-01')).toEqual([
      { employeeId: 'ana', liveFrom: '2026-12-02' },
    ]);
    expect(stillWaiting(candidates, '2026-12-02')).toEqual([]);
  });
});
