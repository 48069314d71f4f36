import { describe, expect, it } from 'vitest';
import { sampleHealth } from '../fixtures/sampleCpa';
import { healthFigures } from './HealthStrip';

describe('a health strip', () => {
  it('says the figures are as of when they were read while the books are read again', () => {
    const labels = (refreshing: boolean) =>
      healthFigures({ ...sampleHealth, refreshing }).map((figure) => figure.label);
    expect(labels(true).at(-1)).toMatch(/^As of Nov 2[56], 2026, \d{1,2}:\d{2} [AP]M, refreshing$/);
    expect(labels(false).some((label) => label.startsWith('As of'))).toBe(false);
  });
});
