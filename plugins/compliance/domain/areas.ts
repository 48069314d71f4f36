import { z } from 'zod';

/** The four compliance areas of spec 001 section 3, in the order the screen shows them. */
export const areaIds = ['sox', 'gaap', 'tax', 'privacy'] as const;
export const areaIdSchema = z.enum(areaIds, { error: 'Use one of sox, gaap, tax, privacy' });
export type AreaId = z.infer<typeof areaIdSchema>;

/** An area's status (spec 001 section 4). under_review: not checked yet, or no check could run. */
export const complianceStatuses = [
  'compliant',
  'attention_needed',
  'non_compliant',
  'under_review',
] as const;
export const complianceStatusSchema = z.enum(complianceStatuses);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

/** What each area covers, as its card titles and describes it. */
export const areaMeta: Record<AreaId, { title: string; description: string }> = {
  sox: {
    title: 'SOX-style internal controls',
    description:
      'Controls a small business can keep: two-factor sign-in, separate duties, an intact audit log, prompt month-end close.',
  },
  gaap: {
    title: 'GAAP books',
    description:
      'Books that balance, reconciled banks, categorized lines, no impossible balances, depreciation and aged balances dealt with.',
  },
  tax: {
    title: 'Tax filings and deposits',
    description:
      'Payroll deposits and returns on time, sales tax remitted, and tax tables for every year you pay in.',
  },
  privacy: {
    title: 'Privacy and data security',
    description:
      'Sensitive numbers sealed, payroll access reviewed, sign-in records kept, and the written plans the law asks for.',
  },
};

/** The score bands of spec 001 section 9: 98 and above compliant, 90 to 97 attention needed, below 90 non-compliant. */
export function statusOfScore(score: number): Exclude<ComplianceStatus, 'under_review'> {
  if (score >= 98) return 'compliant';
  if (score >= 90) return 'attention_needed';
  return 'non_compliant';
}

/** A status as people read it. */
export const statusLabels: Record<ComplianceStatus, string> = {
  compliant: 'Compliant',
  attention_needed: 'Attention needed',
  non_compliant: 'Non-compliant',
  under_review: 'Under review',
};
