import { describe, expect, it } from 'vitest';
import { ccpaStatement } from './ccpa';
import { ccpaThresholdFor } from './ccpaThreshold';

describe('the CCPA revenue test', () => {
  it('states applicability from last year’s revenue with the threshold and its source', () => {
    expect(ccpaStatement(3_000_000_000, 2026)).toMatch(
      /^The CCPA applies if you do business in California: 2025 revenue of \$30,000,000\.00 is over the \$26,625,000\.00 threshold \(.*Cal\. Civ\. Code §1798\.140\(d\)\(1\)\(A\)/,
    );
    expect(ccpaStatement(2_662_500_000, 2026)).toMatch(
      /^The CCPA's revenue test is not met: .* is not over/,
    );
  });

  it('uses the statute’s $25,000,000 before the 2025 adjustment, and says when it knows no newer one', () => {
    expect(ccpaThresholdFor(2024).cents).toBe(2_500_000_000);
    expect(ccpaThresholdFor(2026)).toMatchObject({ cents: 2_662_500_000, latestKnown: true });
    expect(ccpaThresholdFor(2027).latestKnown).toBe(false);
    expect(ccpaStatement(0, 2027)).toContain('Keel has no adjustment for 2027 recorded');
  });
});
