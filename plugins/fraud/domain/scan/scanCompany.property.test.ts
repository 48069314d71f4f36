import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScanEvidence } from '../evidence/evidence';
import { payment } from '../samples/books';
import { fingerprintOf, mergeFindings } from '../threats/mergeFindings';
import { scanCompany } from './scanCompany';

const payees = [
  'Acme Supplies',
  'Harbor Properties',
  'Brightline Print',
  'Metro Power',
  'Nova Cloud',
];

/** Books of random payments over a year: payee, day, amount and reference drawn at random. */
const paymentsArb = fc
  .array(
    fc.record({
      payee: fc.constantFrom(...payees),
      day: fc.integer({ min: 0, max: 364 }),
      cents: fc.oneof(
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.constantFrom(125_000, 980_000),
      ),
      reference: fc.oneof(fc.constant(''), fc.constantFrom('1043', '1043A', 'INV-77', 'RENT-04')),
    }),
    { maxLength: 60 },
  )
  .map((rows) =>
    rows.map((r, i) => {
      const date = new Date(Date.UTC(2026, 0, 1 + r.day)).toISOString().slice(0, 10);
      return payment(`t${i}`, date, r.payee, r.cents, r.reference);
    }),
  );

const evidenceOf = (lines: ScanEvidence['books']['lines']): ScanEvidence => ({
  now: '2026-12-31T12:00:00.000Z',
  books: { lines, lockDate: '', reconciliations: [], sharedVendorIdentifiers: [] },
  payroll: null,
  access: { events: [], places: {}, members: [], requiresTwoFactor: false },
  settings: { approvalLimit: null },
});

const fingerprints = async (lines: ScanEvidence['books']['lines']) =>
  (await scanCompany(evidenceOf(lines))).findings.map(fingerprintOf).sort();

describe('scan invariants', () => {
  it('every threat concerns records of the books, with a confidence and an amount in range', async () => {
    await fc.assert(
      fc.asyncProperty(paymentsArb, async (lines) => {
        const ids = new Set(lines.map((l) => `transaction:${l.id}`));
        for (const f of (await scanCompany(evidenceOf(lines))).findings) {
          expect(f.records.length).toBeGreaterThan(0);
          for (const r of f.records) expect(ids.has(r.id)).toBe(true);
          expect(f.confidence).toBeGreaterThanOrEqual(0);
          expect(f.confidence).toBeLessThanOrEqual(100);
          expect(f.amount).toBeGreaterThanOrEqual(0);
          expect(f.riskFactors.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds the same threats whatever order the books list the payments in', async () => {
    await fc.assert(
      fc.asyncProperty(
        paymentsArb.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        async ([lines, shuffled]) => {
          expect(await fingerprints(shuffled)).toEqual(await fingerprints(lines));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a second scan of unchanged books writes and opens nothing, and a threat marked safe never reopens', async () => {
    await fc.assert(
      fc.asyncProperty(paymentsArb, async (lines) => {
        const { findings } = await scanCompany(evidenceOf(lines));
        const first = mergeFindings([], findings, '2026-12-01T00:00:00.000Z', true);
        expect(first.opened).toHaveLength(new Set(findings.map(fingerprintOf)).size);
        const again = mergeFindings(first.write, findings, '2026-12-02T00:00:00.000Z', true);
        expect(again).toEqual({ write: [], opened: [] });
        const safe = first.write.map((t) => ({
          ...t,
          status: 'resolved' as const,
          outcome: 'safe' as const,
        }));
        expect(mergeFindings(safe, findings, '2026-12-03T00:00:00.000Z', true)).toEqual({
          write: [],
          opened: [],
        });
      }),
      { numRuns: 60 },
    );
  });
});
