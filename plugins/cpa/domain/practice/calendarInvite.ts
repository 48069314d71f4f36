import { timeSlots, type ConsultationRequest } from './consultation';

/** Text escaped for an iCalendar value (RFC 5545 section 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

const compact = (date: string) => date.replaceAll('-', '');
const hour = (h: number) => `T${String(h).padStart(2, '0')}0000`;

/**
 * A consultation as an iCalendar file (RFC 5545) both sides can add to their calendars: the
 * slot's hours on the day, in the reader's local time (floating), since Keel keeps no time zone.
 */
export function calendarInvite(
  consultation: Pick<ConsultationRequest, 'date' | 'time' | 'format' | 'type'>,
  details: { uid: string; stamp: string; summary: string; description: string },
): string {
  const slot = timeSlots[consultation.time];
  const stamp = details.stamp.replace(/[-:]/g, '').replace(/\.\d+/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keel//CPA Services//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${details.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${compact(consultation.date)}${hour(slot.from)}`,
    `DTEND:${compact(consultation.date)}${hour(slot.to)}`,
    `SUMMARY:${escapeText(details.summary)}`,
    `DESCRIPTION:${escapeText(details.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
