import { describe, expect, it } from 'vitest';
import { consultationBodySchema, consultationIcs, consultationSummary } from './consultation';

const consultation = {
  type: 'year-end',
  date: '2026-12-14',
  time: 'afternoon',
  format: 'video',
} as const;

describe('the consultation invite', () => {
  const ics = consultationIcs({
    uid: 'consult-1@keel',
    stamp: new Date('2026-11-25T12:00:00Z'),
    consultation,
    companyName: 'Bella Design Studio, LLC',
    organizerEmail: 'bella@example.com',
  });
  const lines = ics.split('\r\n');

  it('is one event over the chosen window, in the member’s local time', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261214T120000');
    expect(lines).toContain('DTEND:20261214T170000');
    expect(lines).toContain('DTSTAMP:20261125T120000Z');
    expect(lines).toContain('UID:consult-1@keel');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas in text and folds long lines at 75 octets', () => {
    expect(lines).toContain('SUMMARY:Year-end planning: Bella Design Studio\\, LLC');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('afternoon (12-5)\\, video call.');
  });

  it('says what was chosen', () => {
    expect(consultationSummary(consultation)).toBe(
      'Year-end planning on 2026-12-14, afternoon (12-5), video call',
    );
  });

  it('names each bad field of a request', () => {
    const parsed = consultationBodySchema.safeParse({
      companyId: 'c1',
      type: 'tax-planning',
      date: '14/12/2026',
      time: 'noon',
      format: 'fax',
    });
    expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'date',
      'format',
      'time',
      'type',
    ]);
  });
});
