import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import type { ComplianceInput } from '../input';
import { checkAuditChain } from './auditChain';

const withChain = (auditChain: ComplianceInput['access']['auditChain']) => {
  const input = compliantCompany();
  input.access.auditChain = auditChain;
  return input;
};

describe('checkAuditChain', () => {
  it('passes when every link holds', () => {
    const result = checkAuditChain(withChain({ records: 12, status: 'verified', brokenAt: null }));
    expect(result.status).toBe('passed');
    expect(result.summary).toBe("Every link of the audit log's 12 records holds.");
  });

  it('fails naming the record that breaks the chain, and what to run', () => {
    const result = checkAuditChain(
      withChain({
        records: 12,
        status: 'broken',
        brokenAt: { at: '2026-11-02T08:00:00.000Z', kind: 'sign-in' },
      }),
    );
    expect(result.status).toBe('failed');
    expect(result.level).toBe('critical');
    const finding = result.findings[0]!;
    expect(finding.description).toMatch(
      /record of 2026-11-02T08:00:00\.000Z \(sign-in\) does not hold the hash/,
    );
    expect(finding.description).toContain('npm run audit:check -w @keel/sync-server');
    expect(finding.fix.path).toBe('/settings/company');
  });

  it('fails a log none of whose records is chained, and does not apply to an empty one', () => {
    expect(
      checkAuditChain(withChain({ records: 3, status: 'unchained', brokenAt: null })).findings[0]
        ?.title,
    ).toBe('The audit log is not chained');
    expect(
      checkAuditChain(withChain({ records: 0, status: 'unchained', brokenAt: null })).status,
    ).toBe('not_applicable');
  });
});
