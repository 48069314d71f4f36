import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  canonicalJson,
  checkAuditChain,
  nextPrev,
  recordHash,
  type ChainedRecord,
} from './auditChain';

/** A log of `n` chained records, as appendAudit writes them. */
function chained(n: number, before: ChainedRecord[] = []): ChainedRecord[] {
  const log = [...before];
  for (let i = 0; i < n; i += 1)
    log.push({
      at: `2026-03-02T09:00:0${i}.000Z`,
      kind: 'sign-in',
      outcome: `try ${i}`,
      prev: nextPrev(log),
    });
  return log;
}

describe('the audit chain', () => {
  it('hashes a canonical encoding: key order and undefined values do not matter', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":0,"y":1}]},"b":1}',
    );
    expect(recordHash({ kind: 'x', at: 't' })).toBe(recordHash({ at: 't', kind: 'x' }));
    expect(recordHash({ at: 't' })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('links each record to the one before it, from the genesis hash', () => {
    const log = chained(4);
    expect(log[0]!.prev).toBe(GENESIS_HASH);
    expect(log[3]!.prev).toBe(recordHash(log[2]!));
    expect(checkAuditChain(log)).toEqual({
      records: 4,
      chainStart: 0,
      brokenAt: null,
      head: recordHash(log[3]!),
    });
    expect(checkAuditChain([])).toEqual({
      records: 0,
      chainStart: null,
      brokenAt: null,
      head: null,
    });
  });

  it('finds the first broken link when a record is changed, removed or added', () => {
    const log = chained(5);
    const changed = log.map((r, i) => (i === 1 ? { ...r, outcome: 'success' } : r));
    expect(checkAuditChain(changed).brokenAt).toBe(2);
    expect(checkAuditChain([...log.slice(0, 2), ...log.slice(3)]).brokenAt).toBe(2);
    const inserted = [...log.slice(0, 3), { ...log[2]!, outcome: 'forged' }, ...log.slice(3)];
    expect(checkAuditChain(inserted).brokenAt).toBe(3);
    const lostHash = log.map((r, i) => (i === 3 ? { ...r, prev: undefined } : r));
    expect(checkAuditChain(lostHash).brokenAt).toBe(3);
  });

  it('starts the chain at the first record with a hash; older records are not checked', () => {
    const legacy = [
      { at: '2025-01-01T00:00:00.000Z', kind: 'sign-in', outcome: 'success' },
      { at: '2025-01-02T00:00:00.000Z', kind: 'sign-in', outcome: 'success' },
    ];
    const log = chained(2, legacy);
    expect(log[2]!.prev).toBe(recordHash(legacy[1]!));
    expect(checkAuditChain(log)).toMatchObject({ chainStart: 2, brokenAt: null });
    expect(checkAuditChain(legacy)).toMatchObject({ chainStart: null, brokenAt: null });
    // The last unchained record is covered by the first chained one's hash.
    const edited = [legacy[0]!, { ...legacy[1]!, outcome: 'x' }, ...log.slice(2)];
    expect(checkAuditChain(edited).brokenAt).toBe(2);
  });
});
