import { describe, expect, it } from 'vitest';
import type { ComplianceStatusAnswer } from '../../domain/public';
import { taxAccuracy } from './TaxAccuracyTile';

const checked = (taxScore: number | null): ComplianceStatusAnswer => ({
  status: 'ready',
  checkedAt: '2026-11-20T08:00:00.000Z',
  overall: { score: 80, status: 'non_compliant' },
  areas: [
    { id: 'sox', score: 60, status: 'non_compliant' },
    { id: 'tax', score: taxScore, status: taxScore === null ? 'compliant' : 'attention_needed' },
  ],
  openAlerts: 2,
  openHighAlerts: 1,
});

describe('the Tax Accuracy tile', () => {
  it("shows the tax area's score, not the overall one", () => {
    expect(taxAccuracy(checked(93))).toEqual({
      figure: '93%',
      detail: 'Tax compliance: Attention needed',
    });
  });

  it('says what is missing before a check, while loading, and when no tax check applies', () => {
    expect(taxAccuracy({ status: 'never-checked' }).figure).toBe('Not checked');
    expect(taxAccuracy({ status: 'loading' }).figure).toBe('…');
    expect(taxAccuracy(checked(null)).figure).toBe('No score');
  });
});
