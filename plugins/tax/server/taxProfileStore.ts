import type { ServerPluginContext } from '@keel/core/server';
import {
  defaultTaxProfile,
  taxProfileSchema,
  type TaxProfile,
} from '../domain/estimate/taxProfile';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The files service's owner key of the saved tax profile. */
const PROFILE_KEY = 'tax-profile';

/**
 * The company's tax profile: kept as a file of the plugin files service, not in the synced
 * document, because it holds the owners' own figures (last year's tax) that only those who decide
 * on tax may read. The newest saved file counts; none yet: the default profile.
 */
export async function readTaxProfile(
  files: ServerPluginContext['files'],
  companyId: string,
): Promise<{ profile: TaxProfile; savedAt: string | null; savedBy: string | null }> {
  const saved = (await files.list(companyId, PROFILE_KEY)).filter(
    (f) => f.ownerKey === PROFILE_KEY,
  );
  const newest = saved.at(-1);
  if (!newest) return { profile: defaultTaxProfile, savedAt: null, savedBy: null };
  const opened = await files.open(companyId, newest.id);
  if (!opened) return { profile: defaultTaxProfile, savedAt: null, savedBy: null };
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const parsed = taxProfileSchema.safeParse(parseJson(Buffer.concat(chunks).toString('utf8')));
  return parsed.success
    ? { profile: parsed.data, savedAt: newest.createdAt, savedBy: newest.createdBy }
    : { profile: defaultTaxProfile, savedAt: null, savedBy: null };
}

/** Saves the profile whole (the file is written atomically), then removes the older ones. */
export async function saveTaxProfile(
  files: ServerPluginContext['files'],
  companyId: string,
  profile: TaxProfile,
  by: string,
): Promise<void> {
  const older = (await files.list(companyId, PROFILE_KEY)).filter(
    (f) => f.ownerKey === PROFILE_KEY,
  );
  await files.put(
    companyId,
    { name: 'tax-profile.json', type: 'application/json', createdBy: by, ownerKey: PROFILE_KEY },
    new TextEncoder().encode(JSON.stringify(profile)),
    64 * 1024,
  );
  for (const file of older) await files.remove(companyId, file.id);
}
