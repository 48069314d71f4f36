import { describe, expect, it } from 'vitest';
import {
  checkPeriod,
  daysBetween,
  formatLongDate,
  formatPeriod,
  localToday,
  presetPeriod,
} from './reportDates';

describe('report dates', () => {
  it('reads a date and a period as a person writes them', () => {
    expect(formatLongDate('2026-11-01')).toBe('November 1, 2026');
    expect(formatPeriod({ from: '2026-01-01', to: '2026-11-21' })).toBe(
      'January 1, 2026 to November 21, 2026',
    );
  });

  it('turns the presets into periods, the current ones running to today', () => {
    const today = '2026-03-21';
    expect(presetPeriod('This month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('Last month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('This year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetPeriod('Last year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetPeriod('Last month', '2024-01-15')).toEqual({
      from: '2023-12-01',
      to: '2023-12-31',
    });
    expect(presetPeriod('Last month', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('names the field that is missing, unreal or out of order', () => {
    expect(checkPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({});
    expect(checkPeriod({ from: '', to: '2026-02-30' })).toEqual({
      From: 'From is required',
      To: 'To must be a real date',
    });
    expect(checkPeriod({ from: '2026-04-01', to: '2026-03-31' })).toEqual({
      To: 'To must be on or after From',
    });
  });

  it('counts whole days and reads today in local time', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(localToday(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});
