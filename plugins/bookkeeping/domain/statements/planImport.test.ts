import { describe, expect, it } from 'vitest';
import { similarDescriptions } from './matchDescriptions';
import { planImport, type ImportedLine } from './planImport';
import type { StatementLine } from './statementLine';

let nextLine = 1;
const line = (
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<StatementLine> = {},
): StatementLine => ({
  date,
  amountCents,
  description,
  sourceLine: nextLine++,
  ...extra,
});
const record = (
  id: string,
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<ImportedLine> = {},
): ImportedLine => ({
  id,
  date,
  amountCents,
  description,
  ...extra,
});

describe('planImport', () => {
  it('imports everything into an empty account, identical same-day twins included', () => {
    const coffee = [
      line('2026-11-03', -450, 'BLUE BOTTLE'),
      line('2026-11-03', -450, 'BLUE BOTTLE'),
    ];
    const plan = planImport([], coffee);
    expect(plan.toImport).toEqual(coffee);
    expect(plan.skipped).toEqual([]);
  });

  it('skips a re-imported OFX file by FITID', () => {
    const first = [
      line('2026-11-03', -2399, 'AMAZON', { fitId: 'A1' }),
      line('2026-11-04', -100, 'FEE', { fitId: 'A2' }),
    ];
    const existing = [record('t1', '2026-11-03', -2399, 'AMAZON', { fitId: 'A1' })];
    const plan = planImport(existing, first);
    expect(plan.toImport.map((l) => l.fitId)).toEqual(['A2']);
    expect(plan.skipped).toEqual([{ line: first[0], reason: 'Already imported (FITID A1)' }]);
  });

  it('skips a FITID repeated inside one statement', () => {
    const twice = [
      line('2026-11-03', -100, 'X', { fitId: 'F' }),
      line('2026-11-03', -100, 'X', { fitId: 'F' }),
    ];
    const plan = planImport([], twice);
    expect(plan.toImport).toEqual([twice[0]]);
    expect(plan.skipped[0]?.reason).toBe('FITID F appears twice in this statement');
  });

  it('skips only as many same-content lines as were already imported', () => {
    const statement = [
      line('2026-11-03', -450, 'BLUE BOTTLE #12'),
      line('2026-11-03', -450, 'Blue Bottle  #12'),
      line('2026-11-03', -450, 'BLUE BOTTLE #12'),
    ];
    const existing = [record('t1', '2026-11-03', -450, 'blue bottle 12')];
    const plan = planImport(existing, statement);
    expect(plan.skipped.map((s) => s.reason)).toEqual([
      'Already imported (same date, amount and description)',
    ]);
    expect(plan.toImport).toHaveLength(2);
  });

  it('matches a CSV line to one imported from OFX, but not two different FITIDs', () => {
    const existing = [record('t1', '2026-11-03', -450, 'BLUE BOTTLE', { fitId: 'A1' })];
    expect(planImport(existing, [line('2026-11-03', -450, 'BLUE BOTTLE')]).toImport).toEqual([]);
    expect(
      planImport(existing, [line('2026-11-03', -450, 'BLUE BOTTLE', { fitId: 'A9' })]).toImport,
    ).toHaveLength(1);
  });

  it('posts a pending line instead of doubling it', () => {
    const existing = [
      record('p1', '2026-11-01', -2399, 'AMAZON MKTPLACE PMTS', { pending: true }),
      record('p2', '2026-11-01', -1000, 'SHELL OIL', { pending: true }),
    ];
    const posted = line('2026-11-03', -2399, 'AMAZON MKTPL*2K4L51 Amzn.com/bill WA', {
      fitId: 'B7',
    });
    const plan = planImport(existing, [posted, line('2026-11-20', -1000, 'SHELL OIL')]);
    expect(plan.matchedPending).toEqual([{ incoming: posted, existingId: 'p1' }]);
    // The fuel line posted 19 days later is a new purchase, not the pending one.
    expect(plan.toImport.map((l) => l.date)).toEqual(['2026-11-20']);
  });

  it('does not match a pending line with another amount or another merchant', () => {
    const existing = [record('p1', '2026-11-01', -2399, 'AMAZON', { pending: true })];
    expect(planImport(existing, [line('2026-11-02', -2400, 'AMAZON')]).matchedPending).toEqual([]);
    expect(planImport(existing, [line('2026-11-02', -2399, 'NETFLIX')]).matchedPending).toEqual([]);
  });

  it('matches two pending twins to two posted twins, one each', () => {
    const existing = [
      record('p1', '2026-11-01', -450, 'BLUE BOTTLE', { pending: true }),
      record('p2', '2026-11-01', -450, 'BLUE BOTTLE', { pending: true }),
    ];
    const plan = planImport(existing, [
      line('2026-11-02', -450, 'BLUE BOTTLE'),
      line('2026-11-02', -450, 'BLUE BOTTLE'),
    ]);
    expect(plan.matchedPending.map((m) => m.existingId)).toEqual(['p1', 'p2']);
    expect(plan.toImport).toEqual([]);
  });

  it('skips a pending line seen again while still pending', () => {
    const existing = [record('p1', '2026-11-01', -450, 'BLUE BOTTLE', { pending: true })];
    const plan = planImport(existing, [line('2026-11-01', -450, 'BLUE BOTTLE', { pending: true })]);
    expect(plan.skipped).toHaveLength(1);
  });
});

describe('similarDescriptions', () => {
  it.each([
    ['AMAZON MKTPLACE PMTS', 'AMAZON MKTPL*2K4L51 Amzn.com/bill WA', true],
    ['SQ *BLUE BOTTLE', 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', true],
    ['UBER *TRIP', 'UBER *EATS PENDING', true],
    ['NETFLIX.COM', 'SPOTIFY USA', false],
    ['123', '456', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(similarDescriptions(a, b)).toBe(expected);
  });

  describe('lines the books posted before the bank reported them (a payroll run)', () => {
    const batch = record('dd', '2026-11-30', -795_42, 'Direct deposit batch', { awaitsBank: true });
    const check1 = record('c1', '2026-11-30', -1_200_00, 'Check 1001 · Carla Csv', {
      awaitsBank: true,
    });
    const check2 = record('c2', '2026-11-30', -1_200_00, 'Check 1002 · Omar Ode', {
      awaitsBank: true,
    });

    it('matches the bank line of the same amount in the window instead of importing it', () => {
      const debit = line('2026-11-28', -795_42, 'ACH DEBIT GUSTO PAYROLL', { fitId: 'B7' });
      const coffee = line('2026-11-28', -450, 'BLUE BOTTLE');
      const plan = planImport([batch], [debit, coffee]);
      expect(plan.matchedPosted).toEqual([{ incoming: debit, existingId: 'dd' }]);
      expect(plan.toImport).toEqual([coffee]);
    });

    it('takes a bank line from 5 days before to 60 days after the posted date, the closest first', () => {
      const early = line('2026-11-24', -795_42, 'ACH DEBIT');
      const late = line('2027-01-30', -795_42, 'ACH DEBIT');
      expect(planImport([batch], [early, late]).matchedPosted).toEqual([]);
      const inWindow = line('2027-01-29', -795_42, 'ACH DEBIT');
      expect(planImport([batch], [inWindow]).matchedPosted).toHaveLength(1);
      const older = record('dd0', '2026-11-15', -795_42, 'Direct deposit batch', {
        awaitsBank: true,
      });
      const debit = line('2026-11-29', -795_42, 'ACH DEBIT');
      expect(planImport([older, batch], [debit]).matchedPosted[0]?.existingId).toBe('dd');
    });

    it('pairs checks of equal amounts by their check numbers', () => {
      const cleared = [
        line('2026-12-04', -1_200_00, 'CHECK 1002', { checkNumber: '1002' }),
        line('2026-12-09', -1_200_00, 'CHECK 1001', { checkNumber: '1001' }),
      ];
      expect(planImport([check1, check2], cleared).matchedPosted.map((m) => m.existingId)).toEqual([
        'c2',
        'c1',
      ]);
    });

    it('matches each posted line once; a second bank line of the amount is new', () => {
      const twice = [line('2026-11-30', -795_42, 'ACH DEBIT'), line('2026-12-01', -795_42, 'X')];
      const plan = planImport([batch], twice);
      expect(plan.matchedPosted).toHaveLength(1);
      expect(plan.toImport).toHaveLength(1);
    });

    it('does not take a posted line as a twin or a pending counterpart of a bank line', () => {
      const same = line('2026-11-30', -795_42, 'Direct deposit batch');
      const plan = planImport([batch], [same]);
      expect(plan.skipped).toEqual([]);
      expect(plan.matchedPosted).toEqual([{ incoming: same, existingId: 'dd' }]);
    });
  });
});
