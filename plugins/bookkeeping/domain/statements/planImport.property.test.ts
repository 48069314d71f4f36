import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDescription } from './matchDescriptions';
import { planImport, type ImportedLine } from './planImport';
import type { StatementLine } from './statementLine';

// Small pools so that dates, amounts, descriptions and FITIDs collide often.
const statementLine = fc.record(
  {
    date: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-04'),
    amountCents: fc.constantFrom(-450, -2399, 245000),
    description: fc.constantFrom('BLUE BOTTLE', 'blue  bottle', 'AMAZON MKTPL', 'ACME PAYROLL'),
    fitId: fc.constantFrom('F1', 'F2', 'F3', 'F4', 'F5', 'F6'),
    pending: fc.boolean(),
    sourceLine: fc.nat().map((n) => n + 1),
  },
  { requiredKeys: ['date', 'amountCents', 'description', 'sourceLine'] },
);
const existingLine = fc
  .tuple(statementLine, fc.uuid())
  .map(([line, id]): ImportedLine => ({ ...line, id }));
const key = (l: Pick<StatementLine, 'date' | 'amountCents' | 'description'>) =>
  `${l.date}|${l.amountCents}|${normalizeDescription(l.description)}`;

/** The account after the plan is carried out: new lines added, matched pendings posted. */
function apply(existing: ImportedLine[], plan: ReturnType<typeof planImport>): ImportedLine[] {
  const posted = new Map(plan.matchedPending.map((m) => [m.existingId, m.incoming]));
  return [
    ...existing.map((e) => {
      const line = posted.get(e.id);
      if (!line) return e;
      const previousFitIds = [...(e.previousFitIds ?? []), ...(e.fitId ? [e.fitId] : [])];
      return { ...e, ...line, id: e.id, pending: false, previousFitIds };
    }),
    ...plan.toImport.map((line, i) => ({ ...line, id: `new-${i}` })),
  ];
}

describe('planImport properties', () => {
  it('never imports a FITID that is already there or twice from one statement', () => {
    fc.assert(
      fc.property(
        fc.array(existingLine, { maxLength: 8 }),
        fc.array(statementLine, { maxLength: 12 }),
        (existing, incoming) => {
          const plan = planImport(existing, incoming);
          const known = new Set(existing.map((e) => e.fitId).filter(Boolean));
          const newIds = [...plan.toImport, ...plan.matchedPending.map((m) => m.incoming)]
            .map((l) => l.fitId)
            .filter((id): id is string => id !== undefined);
          expect(newIds.filter((id) => known.has(id))).toEqual([]);
          expect(new Set(newIds).size).toBe(newIds.length);
          // Every incoming line is accounted for exactly once.
          expect(plan.toImport.length + plan.skipped.length + plan.matchedPending.length).toBe(
            incoming.length,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps identical same-day charges: imports as many as exceed those already there', () => {
    const posted = statementLine.map(({ fitId: _f, pending: _p, ...line }) => line);
    fc.assert(
      fc.property(
        fc.array(posted, { maxLength: 8 }),
        fc.array(posted, { maxLength: 12 }),
        (before, incoming) => {
          const existing = before.map((line, i) => ({ ...line, id: `e${i}` }));
          const plan = planImport(existing, incoming);
          const count = (lines: readonly StatementLine[] | ImportedLine[], k: string) =>
            lines.filter((l) => key(l) === k).length;
          for (const k of new Set(incoming.map(key))) {
            expect(count(plan.toImport, k)).toBe(
              Math.max(0, count(incoming, k) - count(existing, k)),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('imports nothing the second time the same statement is uploaded', () => {
    fc.assert(
      fc.property(
        fc.array(existingLine, { maxLength: 8 }),
        fc.array(statementLine, { maxLength: 12 }),
        (existing, incoming) => {
          const after = apply(existing, planImport(existing, incoming));
          const again = planImport(after, incoming);
          expect(again.toImport).toEqual([]);
          expect(again.matchedPending).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
