import { z } from 'zod';

/** Spec 000 section 5: "EIN must match two digits, hyphen, seven digits". */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** Spec 000 section 5, '<Field> is required'. */
export const EIN_REQUIRED_MESSAGE = 'EIN is required';
/** Spec 000 section 5. */
export const EIN_FORMAT_MESSAGE = 'EIN must be in format XX-XXXXXXX';

/**
 * Prefixes the IRS has never assigned. The shared files list no EIN prefixes; this set is the
 * complement of the IRS table "How EINs are Assigned and Valid EIN Prefixes" (irs.gov, not read
 * first-hand) as reproduced by npm `stdnum` (`src/us/ein.ts`, linking that page), the Rust `ein`
 * crate's README, and copies of the table on cdssolutions.org, ustaxservices.ca and bizfluent.com
 * (2010-2019); they differ in which campus holds a prefix, never in this set. UNCONFIRMED against
 * today's irs.gov: a prefix the IRS opens later must be removed here.
 */
export const UNASSIGNED_EIN_PREFIXES: ReadonlySet<string> = new Set([
  '00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96',
  '97',
]); // prettier-ignore

/** The message for an EIN whose prefix the IRS never assigns (Keel's wording, not the spec's). */
export function unassignedEinPrefixMessage(prefix: string): string {
  return `EIN prefix ${prefix} is not one the IRS assigns`;
}

/** An EIN as typed on the setup form: required, XX-XXXXXXX, a prefix the IRS assigns. */
export const einSchema = z
  .string({ error: EIN_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EIN_REQUIRED_MESSAGE, abort: true })
  .regex(EIN_PATTERN, { error: EIN_FORMAT_MESSAGE, abort: true })
  .superRefine((ein, ctx) => {
    const prefix = ein.slice(0, 2);
    if (UNASSIGNED_EIN_PREFIXES.has(prefix)) {
      ctx.addIssue({ code: 'custom', message: unassignedEinPrefixMessage(prefix) });
    }
  });

/** The first message for an EIN field, or null when the EIN is valid. */
export function validateEin(value: string): string | null {
  const result = einSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? EIN_FORMAT_MESSAGE);
}
