import { describe, expect, it } from 'vitest';
import { fixedClock, localToday, systemClock } from './clock';

describe('clocks', () => {
  it('a fixed clock stands still until it is set or moved on', () => {
    const clock = fixedClock('2026-11-25T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-25T12:00:00.000Z');
    clock.advance(36 * 3600 * 1000);
    expect(clock.now().toISOString()).toBe('2026-11-27T00:00:00.000Z');
    clock.set(new Date('2027-01-04T09:30:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-04T09:30:00.000Z');
  });

  it('hands out copies, so a caller changing its Date does not move the clock', () => {
    const clock = fixedClock('2026-11-25T12:00:00Z');
    clock.now().setUTCFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });

  it('refuses text that is not a date', () => {
    expect(() => fixedClock('soon')).toThrow('Not a date and time: soon');
    expect(() => fixedClock('2026-11-25').set('later')).toThrow('Not a date and time: later');
  });

  // About the clock itself, so it compares with the machine's clock.
  /* eslint-disable no-restricted-syntax */
  it('the system clock reads the machine clock', () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
  /* eslint-enable no-restricted-syntax */

  it("names an instant's day in local time", () => {
    expect(localToday(new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
    expect(localToday(fixedClock(new Date(2027, 0, 1, 0, 5)).now())).toBe('2027-01-01');
  });
});
