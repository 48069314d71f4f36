import { describe, expect, it } from 'vitest';
import { parseMoney } from '@keel/core/domain';
import { percent } from '../../arithmetic/rate';
import { year2025 } from './index';

describe('tax year 2025 (us-payroll-2026.md, the 2025 figures)', () => {
  it('FICA wage base and FUTA credit reductions (§2)', () => {
    expect(year2025.fica.socialSecurityWageBase).toBe(parseMoney(176_100));
    expect(year2025.futa.creditReductions).toEqual({ CA: percent(1.2), VI: percent(4.5) });
  });

  it('has only the states the file gives 2025 figures for, each named for 2025', () => {
    const taxed = Object.entries(year2025.states).filter(([, module]) => module.taxesWages);
    expect(taxed.map(([state]) => state).sort()).toEqual(['IL', 'KY', 'MI', 'PA', 'UT']);
    for (const [, module] of taxed) expect(module.label).toContain('2025');
    expect(year2025.stateEmployeeTaxes).toEqual({});
  });
});
