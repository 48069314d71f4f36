import type { BadgeTone } from '@keel/core/client';
import type { Severity, ThreatStatus } from '../../domain/threats/threatSchema';

/** The user manual's colours: yellow investigate, orange high risk, red immediate action. */
export const severityTone: Record<Severity, BadgeTone> = {
  low: 'info',
  medium: 'warning',
  high: 'danger',
};

/** What each severity asks of a person (spec 001, section 9). */
export const severityGuidance: Record<Severity, string> = {
  high: 'High risk: needs immediate action',
  medium: 'Medium risk: investigate within 24 hours',
  low: 'Low risk: review when convenient',
};

export const statusTone: Record<ThreatStatus, BadgeTone> = {
  investigating: 'warning',
  blocked: 'danger',
  resolved: 'success',
};

/** A word with its first letter upper case. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
