import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from '@keel/core/domain';

/** The spec's consultation options (spec 001, "Consultation options"). */
export const consultationTypes = ['general', 'business', 'quarterly', 'year-end'] as const;
export const consultationTimes = ['morning', 'afternoon', 'evening'] as const;
export const consultationFormats = ['video', 'phone', 'in-person'] as const;

export const typeLabels: Record<(typeof consultationTypes)[number], string> = {
  general: 'General tax planning',
  business: 'Business tax strategy',
  quarterly: 'Quarterly review',
  'year-end': 'Year-end planning',
};

/** The spec's windows: morning 9-12, afternoon 12-5, evening 5-8 (local time). */
export const timeWindows: Record<
  (typeof consultationTimes)[number],
  { from: number; to: number; label: string }
> = {
  morning: { from: 9, to: 12, label: 'Morning (9-12)' },
  afternoon: { from: 12, to: 17, label: 'Afternoon (12-5)' },
  evening: { from: 17, to: 20, label: 'Evening (5-8)' },
};

export const formatLabels: Record<(typeof consultationFormats)[number], string> = {
  video: 'Video call',
  phone: 'Phone call',
  'in-person': 'In person',
};

/** Schedule Tax Planning Consultation: the values the member chose (spec: type, date, time, format). */
export const consultationBodySchema = z.object({
  companyId: recordIdSchema,
  type: z.enum(consultationTypes, { error: `Use one of ${consultationTypes.join(', ')}` }),
  date: isoDateSchema,
  time: z.enum(consultationTimes, { error: `Use one of ${consultationTimes.join(', ')}` }),
  format: z.enum(consultationFormats, { error: `Use one of ${consultationFormats.join(', ')}` }),
});
export type ConsultationRequest = z.output<typeof consultationBodySchema>;

/** A consultation as stored (written by the server alone). */
export const consultationRowSchema = z.object({
  type: z.enum(consultationTypes),
  date: isoDateSchema,
  time: z.enum(consultationTimes),
  format: z.enum(consultationFormats),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** Whether the confirmation e-mail went out (false: the mailer refused it). */
  confirmationSent: z.boolean(),
});
export type ConsultationRow = z.output<typeof consultationRowSchema>;

/** What the confirmation says the consultation is, in words. */
export function consultationSummary(c: Pick<ConsultationRow, 'type' | 'date' | 'time' | 'format'>) {
  return `${typeLabels[c.type]} on ${c.date}, ${timeWindows[c.time].label.toLowerCase()}, ${formatLabels[c.format].toLowerCase()}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Escapes text for an iCalendar TEXT value (RFC 5545 §3.3.11). */
function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The calendar invite of a consultation request (RFC 5545): one event over the chosen window, in
 * floating local time (the member's own clock; Keel keeps no time zone), marked tentative until
 * the accountant confirms it.
 */
export function consultationIcs(input: {
  uid: string;
  stamp: Date;
  consultation: Pick<ConsultationRow, 'type' | 'date' | 'time' | 'format'>;
  companyName: string;
  organizerEmail: string;
}): string {
  const { consultation: c } = input;
  const day = c.date.replaceAll('-', '');
  const window = timeWindows[c.time];
  const s = input.stamp;
  const stamp = `${s.getUTCFullYear()}${pad(s.getUTCMonth() + 1)}${pad(s.getUTCDate())}T${pad(s.getUTCHours())}${pad(s.getUTCMinutes())}${pad(s.getUTCSeconds())}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keel//Tax Optimization//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${day}T${pad(window.from)}0000`,
    `DTEND:${day}T${pad(window.to)}0000`,
    `SUMMARY:${icsText(`${typeLabels[c.type]}: ${input.companyName}`)}`,
    `DESCRIPTION:${icsText(`Tax planning consultation requested in Keel: ${consultationSummary(c)}. The time within the window is confirmed by your accountant.`)}`,
    `LOCATION:${icsText(formatLabels[c.format])}`,
    `ORGANIZER:mailto:${input.organizerEmail}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
