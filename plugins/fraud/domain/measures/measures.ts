import { z } from 'zod';
import { formatUSD, type CompanyMember } from '@keel/core/domain';

/**
 * A prevention measure (spec 001, "Prevention measure": measure, description, status,
 * effectiveness): a real control read from the company's settings, whether it is on, and what it
 * stops (the effectiveness, in words: Keel has no measured rate to show).
 */
export const measureSchema = z.object({
  id: z.string(),
  measure: z.string(),
  description: z.string(),
  status: z.enum(['active', 'inactive']),
  effectiveness: z.string(),
});
export type Measure = z.infer<typeof measureSchema>;

/** What the measures are read from. */
export interface MeasureFacts {
  requiresTwoFactor: boolean;
  members: readonly CompanyMember[];
  /** When the last Deep Scan finished (ISO), or null when none has. */
  lastScanAt: string | null;
  now: string;
  /** The company's payment approval limit (cents), or null when none is set. */
  approvalLimit: number | null;
}

/** A Deep Scan this recent keeps the threat list current. */
export const SCAN_FRESH_DAYS = 30;

/** The company's prevention measures, each with its status. */
export function preventionMeasures(facts: MeasureFacts): Measure[] {
  const withTwoFactor = facts.members.filter((m) => m.twoFactor).length;
  const scanAgeDays =
    facts.lastScanAt === null
      ? null
      : (Date.parse(facts.now) - Date.parse(facts.lastScanAt)) / 86_400_000;
  return [
    {
      id: 'require-two-factor',
      measure: 'Two-factor sign-in required',
      description: facts.requiresTwoFactor
        ? 'Every member must sign in with a one-time code'
        : 'Members may sign in with a password alone',
      status: facts.requiresTwoFactor ? 'active' : 'inactive',
      effectiveness: 'Stops sign-ins with a stolen or guessed password (account takeover)',
    },
    {
      id: 'members-two-factor',
      measure: 'Two-factor sign-in turned on',
      description: `${withTwoFactor} of ${facts.members.length} members have two-factor sign-in on`,
      status:
        facts.members.length > 0 && withTwoFactor === facts.members.length ? 'active' : 'inactive',
      effectiveness: 'A phished password alone cannot open these members’ accounts',
    },
    {
      id: 'deep-scan',
      measure: 'Deep Scan of the books',
      description:
        scanAgeDays === null
          ? 'No Deep Scan has run yet'
          : `Last Deep Scan ${facts.lastScanAt?.slice(0, 10)}, ${Math.floor(scanAgeDays)} days ago`,
      status: scanAgeDays !== null && scanAgeDays <= SCAN_FRESH_DAYS ? 'active' : 'inactive',
      effectiveness:
        'Finds duplicate payments, split and round payments, Benford anomalies and risky sign-ins',
    },
    {
      id: 'approval-limit',
      measure: 'Approval limit',
      description:
        facts.approvalLimit === null
          ? 'Not set: Deep Scan checks payments against the $10,000.00 reporting threshold only'
          : `Set: payments of ${formatUSD(facts.approvalLimit)} or more need a second approval`,
      status: facts.approvalLimit === null ? 'inactive' : 'active',
      effectiveness:
        'Deep Scan raises repeated payments kept just under the limit and bills split to stay under it',
    },
  ];
}
