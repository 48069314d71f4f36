import { z } from 'zod';
import { isoDateSchema, recordIdSchema } from '@keel/core/domain';

/** The spec's consultation options (spec 001 section 9). */
export const consultationTypes = ['general', 'business', 'quarterly', 'year-end'] as const;
export const consultationTimes = ['morning', 'afternoon', 'evening'] as const;
export const consultationFormats = ['video', 'phone', 'in-person'] as const;

/** The spec's labels of the time slots, with the hours each covers (24-hour clock). */
export const timeSlots: Record<
  (typeof consultationTimes)[number],
  { label: string; from: number; to: number }
> = {
  morning: { label: 'Morning (9-12)', from: 9, to: 12 },
  afternoon: { label: 'Afternoon (12-5)', from: 12, to: 17 },
  evening: { label: 'Evening (5-8)', from: 17, to: 20 },
};

/** What Schedule Consultation sends: the practice, the client, the type, date, time and format. */
export const consultationBodySchema = z.object({
  companyId: recordIdSchema,
  clientId: recordIdSchema,
  type: z.enum(consultationTypes, { error: 'Choose general, business, quarterly or year-end' }),
  date: isoDateSchema,
  time: z.enum(consultationTimes, { error: 'Choose morning, afternoon or evening' }),
  format: z.enum(consultationFormats, { error: 'Choose video, phone or in-person' }),
});
export type ConsultationRequest = z.output<typeof consultationBodySchema>;
