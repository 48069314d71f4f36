import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { taxYearTables } from '../years/registry';
import { futaSettings, futaTax } from './futa';
import { sutaSettings, sutaTax } from './suta';

const $ = parseMoney;
const y2026 = taxYearTables(2026);
const y2025 = taxYearTables(2025);

describe('FUTA', () => {
  it('§6 vector 19: 0.6% of the first $7,000 is at most $42.00', () => {
    const settings = futaSettings(y2026.futa, 'TX');
    expect(futaTax($(10_000), 0, settings).amount).toBe($(42));
    expect(futaTax($(10_000), 0, settings).taxableWages).toBe($(7_000));
  });

  it('§6 vector 19: 2025 credit reductions — California 1.8% ($126.00), USVI 5.1% ($357.00)', () => {
    expect(futaTax($(7_000), 0, futaSettings(y2025.futa, 'CA')).amount).toBe($(126));
    expect(futaTax($(7_000), 0, futaSettings(y2025.futa, 'VI')).amount).toBe($(357));
    expect(futaTax($(7_000), 0, futaSettings(y2025.futa, 'NY')).amount).toBe($(42));
  });

  it('§6 vector 19: year-to-date $6,500 + a $1,000 check -> $500 taxable, $3.00', () => {
    const result = futaTax($(1_000), $(6_500), futaSettings(y2026.futa, 'FL'));
    expect(result.taxableWages).toBe($(500));
    expect(result.amount).toBe($(3));
  });

  it('says 2026 credit reductions are not yet known', () => {
    const { explanation } = futaTax($(1_000), 0, futaSettings(y2026.futa, 'CA'));
    expect(explanation).toContain('2026 credit reductions are not yet announced');
  });
});

describe('SUTA', () => {
  it('uses the 2026 new-employer rate and wage base of §5 by default', () => {
    const cases = [
      ['CA', $(7_000) * 0.035],
      ['NY', $(17_600) * 0.041],
      ['TX', $(9_000) * 0.027],
      ['FL', $(7_000) * 0.027],
    ] as const;
    for (const [state, maximum] of cases) {
      const settings = sutaSettings({ state }, y2026);
      const result = sutaTax($(50_000), 0, settings);
      expect(result.amount, state).toBe(Math.round(maximum));
      expect(result.exact).toBe(true);
    }
  });

  it("uses the company's own rate and wage base over the defaults", () => {
    const settings = sutaSettings(
      { state: 'CA', sutaRatePercent: 1.6, sutaWageBase: $(8_000) },
      y2026,
    );
    expect(sutaTax($(10_000), 0, settings).amount).toBe($(128));
    expect(sutaTax($(1_000), $(7_500), settings).amount).toBe($(8));
    expect(sutaTax($(10_000), 0, settings).explanation).toContain("company's assigned rate");
  });

  it('computes nothing, and says so, without a rate or wage base', () => {
    const ohio = sutaTax($(1_000), 0, sutaSettings({ state: 'OH' }, y2026));
    expect(ohio).toMatchObject({ amount: 0, exact: false });
    expect(ohio.explanation).toContain('Keel has no Ohio SUTA rate and wage base');
    // 2025: the file gives wage bases but no new-employer rates
    const texas2025 = sutaTax($(1_000), 0, sutaSettings({ state: 'TX' }, y2025));
    expect(texas2025).toMatchObject({ amount: 0, exact: false });
    const withRate = sutaTax(
      $(10_000),
      0,
      sutaSettings({ state: 'TX', sutaRatePercent: 2 }, y2025),
    );
    expect(withRate).toMatchObject({ amount: $(180), exact: true });
  });
});
