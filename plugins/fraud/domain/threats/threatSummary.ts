import { z } from 'zod';
import { centsSchema } from '@keel/core/domain';
import type { Threat } from './threatSchema';

/** The figures of the five tiles (and of the dashboard's fraud tile), from the stored threats. */
export const threatSummarySchema = z.object({
  /** Threats still investigating. */
  active: z.number().int().min(0),
  /** Investigating threats of high severity. */
  highSeverity: z.number().int().min(0),
  /** Threats a person blocked. */
  blocked: z.number().int().min(0),
  /** Cents at stake in the investigating threats. */
  atRiskCents: centsSchema,
  /** Threats a person reviewed (blocked as fraud or marked as safe). */
  reviewed: z.number().int().min(0),
  /** Of those, the ones a person confirmed by blocking them. */
  confirmed: z.number().int().min(0),
});
export type ThreatSummary = z.infer<typeof threatSummarySchema>;

/** The summary of some threats. */
export function summarizeThreats(threats: readonly Threat[]): ThreatSummary {
  const active = threats.filter((t) => t.status === 'investigating');
  const reviewed = threats.filter((t) => t.outcome === 'safe' || t.outcome === 'confirmed');
  return {
    active: active.length,
    highSeverity: active.filter((t) => t.severity === 'high').length,
    blocked: threats.filter((t) => t.status === 'blocked').length,
    atRiskCents: active.reduce((sum, t) => sum + t.amount, 0),
    reviewed: reviewed.length,
    confirmed: reviewed.filter((t) => t.outcome === 'confirmed').length,
  };
}

/** The share (0-100) of reviewed threats that were confirmed, or null before any review. */
export function confirmedShare(summary: ThreatSummary): number | null {
  return summary.reviewed === 0 ? null : Math.round((100 * summary.confirmed) / summary.reviewed);
}
