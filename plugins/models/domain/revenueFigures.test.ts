import { describe, expect, it } from 'vitest';
import { latestRevenue, latestRevenueDetail, revenueGrowthPercent } from './revenueFigures';

const months = (values: number[]) =>
  values.map((value, i) => ({ period: `2026-${String(i + 1).padStart(2, '0')}`, value }));

describe('the revenue figures of the dashboard', () => {
  it("gives the last month's revenue and its change on the month before, one decimal", () => {
    expect(latestRevenue(months([100_000, 123_456]))).toEqual({
      period: '2026-02',
      cents: 123_456,
      previousPeriod: '2026-01',
      changePercent: 23.5,
    });
    expect(latestRevenue(months([0, 5_000]))?.changePercent).toBeNull();
    expect(latestRevenue(months([5_000]))).toMatchObject({
      previousPeriod: null,
      changePercent: null,
    });
    expect(latestRevenue([])).toBeNull();
    const latest = latestRevenue(months([100_000, 90_000]));
    expect(latest && latestRevenueDetail(latest)).toBe('February 2026, −10.0% on January 2026');
  });

  it('gives growth of the last 12 months on the 12 before, or what it needs', () => {
    expect(revenueGrowthPercent(months([...Array(12).fill(300), ...Array(12).fill(400)]))).toEqual({
      percent: 33.3,
    });
    expect(revenueGrowthPercent(months(Array(23).fill(1)))).toEqual({
      percent: null,
      reason: 'Growth needs 24 months of bookkeeping; you have 23',
    });
    expect(
      revenueGrowthPercent(months([...Array(12).fill(0), ...Array(12).fill(5)])).percent,
    ).toBeNull();
  });
});
