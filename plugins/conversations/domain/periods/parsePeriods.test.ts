import { describe, expect, it } from 'vitest';
import { parsePeriods } from './parsePeriods';
import { monthPeriod } from './period';

const TODAY = '2026-11-25';
const dates = (q: string, previous = null as Parameters<typeof parsePeriods>[2]) =>
  parsePeriods(q, TODAY, previous).periods.map((p) => [p.from, p.to]);

describe('parsePeriods', () => {
  it('reads relative periods as whole periods, not days', () => {
    expect(dates('analyze cash flow for last quarter')).toEqual([['2026-07-01', '2026-09-30']]);
    expect(dates('revenue last month')).toEqual([['2026-10-01', '2026-10-31']]);
    expect(dates('expenses last year')).toEqual([['2025-01-01', '2025-12-31']]);
    expect(dates('net income year to date')).toEqual([['2026-01-01', '2026-11-25']]);
    expect(dates('sales YTD')).toEqual([['2026-01-01', '2026-11-25']]);
    expect(dates('this month')).toEqual([['2026-11-01', '2026-11-25']]);
    expect(dates('this quarter')).toEqual([['2026-10-01', '2026-11-25']]);
    expect(dates('spending over the last 3 months')).toEqual([['2026-08-01', '2026-10-31']]);
    expect(dates('the last 30 days')).toEqual([['2026-10-27', '2026-11-25']]);
  });

  it('reads months, quarters and years, the latest one begun when no year is given', () => {
    expect(dates('revenue in March')).toEqual([['2026-03-01', '2026-03-31']]);
    expect(dates('revenue in December')).toEqual([['2025-12-01', '2025-12-31']]);
    expect(dates('what did we spend on rent in september 2025')).toEqual([
      ['2025-09-01', '2025-09-30'],
    ]);
    expect(dates('income in Q3')).toEqual([['2026-07-01', '2026-09-30']]);
    expect(dates('income in Q4 2025')).toEqual([['2025-10-01', '2025-12-31']]);
    expect(dates('income in the first quarter of 2025')).toEqual([['2025-01-01', '2025-03-31']]);
    expect(dates('profit in 2025')).toEqual([['2025-01-01', '2025-12-31']]);
  });

  it('reads since, between and from-to', () => {
    expect(dates('expenses since January')).toEqual([['2026-01-01', '2026-11-25']]);
    expect(dates('expenses since March 15')).toEqual([['2026-03-15', '2026-11-25']]);
    const between = parsePeriods('revenue between March 1 and April 15', TODAY);
    expect(between.range).toMatchObject({ from: '2026-03-01', to: '2026-04-15' });
    expect(parsePeriods('revenue from June to August 2026', TODAY).range).toMatchObject({
      from: '2026-06-01',
      to: '2026-08-31',
    });
  });

  it('reads a range named backwards as the same days, and "the last 0 months" as the last one', () => {
    expect(parsePeriods('revenue between April 15 and March 1', TODAY).range).toMatchObject({
      from: '2026-03-01',
      to: '2026-04-15',
    });
    expect(parsePeriods('rent between 2025 and 2024', TODAY).range).toMatchObject({
      from: '2024-01-01',
      to: '2025-12-31',
    });
    expect(dates('spending over the last 0 months')).toEqual([['2026-10-01', '2026-10-31']]);
  });

  it('names two periods for a comparison, and the period before the previous one', () => {
    expect(dates('compare this month to last month')).toEqual([
      ['2026-11-01', '2026-11-25'],
      ['2026-10-01', '2026-10-31'],
    ]);
    expect(dates('and the month before?', monthPeriod('2026-09-01'))).toEqual([
      ['2026-08-01', '2026-08-31'],
    ]);
    expect(
      dates('what about the quarter before', {
        from: '2026-07-01',
        to: '2026-09-30',
        label: 'Q3 2026',
      }),
    ).toEqual([['2026-04-01', '2026-06-30']]);
  });

  it('names nothing when the question names no period', () => {
    expect(dates('what are my top 5 expenses')).toEqual([]);
    expect(dates('what is my cash balance')).toEqual([]);
  });
});
