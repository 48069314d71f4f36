import { describe, expect, it } from 'vitest';
import {
  addMonths,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  daysBetween,
  demoMonths,
} from './calendar';

describe('calendar', () => {
  it('moves months with the day clamped to the month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -24)).toBe('2024-01-15');
  });

  it('moves weekend dates to the nearest business day in the right direction', () => {
    expect(businessDayOnOrBefore('2026-02-15')).toBe('2026-02-13');
    expect(businessDayOnOrAfter('2026-02-15')).toBe('2026-02-16');
    expect(businessDayOnOrAfter('2026-02-16')).toBe('2026-02-16');
  });

  it('lists the 24 full months before today and the current month', () => {
    const months = demoMonths('2026-04-15');
    expect(months).toHaveLength(25);
    expect(months[0]).toMatchObject({ index: 0, first: '2024-04-01', last: '2024-04-30' });
    expect(months[24]).toMatchObject({ index: 24, first: '2026-04-01', last: '2026-04-30' });
    expect(daysBetween('2026-04-01', '2026-04-15')).toBe(14);
  });
});
