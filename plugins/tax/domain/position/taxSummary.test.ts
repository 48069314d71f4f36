import { describe, expect, it } from 'vitest';
import { contextWith } from '../testing/ruleContext.testSupport';
import { taxSummary } from './taxSummary';

const profitable = { incomeCents: 8_000_000, expenseCents: 3_000_000, netIncomeCents: 5_000_000 };

describe('the summary strip', () => {
  it('says whom the estimate taxes, from the tax profile', () => {
    expect(taxSummary(contextWith(profitable), [], new Set()).how).toContain(
      'of one owner filing single,',
    );
    const two = contextWith(profitable, { profile: { owners: 2, filingStatus: 'married_joint' } });
    expect(taxSummary(two, [], new Set()).how).toContain(
      'of 2 owners, each married filing jointly,',
    );
  });

  it('taxes the same profit less when two owners share it', () => {
    const one = taxSummary(contextWith(profitable), [], new Set());
    const two = taxSummary(contextWith(profitable, { profile: { owners: 2 } }), [], new Set());
    expect(two.estimatedTaxCents).toBeLessThan(one.estimatedTaxCents);
  });
});
