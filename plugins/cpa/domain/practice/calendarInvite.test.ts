import { describe, expect, it } from 'vitest';
import { calendarInvite } from './calendarInvite';

describe('a consultation’s calendar file', () => {
  it('covers the chosen slot on the chosen day and escapes the text', () => {
    const ics = calendarInvite(
      { date: '2026-12-03', time: 'afternoon', format: 'video', type: 'year-end' },
      {
        uid: 'c1@keel',
        stamp: '2026-11-25T12:00:00.000Z',
        summary: 'Year-end consultation; Bella, Design',
        description: 'Format: video',
      },
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20261203T120000');
    expect(lines).toContain('DTEND:20261203T170000');
    expect(lines).toContain('DTSTAMP:20261125T120000Z');
    expect(lines).toContain('SUMMARY:Year-end consultation\\; Bella\\, Design');
  });
});
