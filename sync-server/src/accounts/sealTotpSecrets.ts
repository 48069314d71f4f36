import type { SecretBox } from '@keel/core/server';
import { isSealed } from '../storage/secretBox';
import type { Storage } from '../storage/storage';

/**
 * Seals the TOTP secrets an older Keel stored in clear (run on start); resolves once the sealed
 * file is on disk, and answers how many it sealed.
 */
export async function sealClearTotpSecrets(storage: Storage, secrets: SecretBox): Promise<number> {
  let sealed = 0;
  for (const user of storage.data.users) {
    if (!user.totp || isSealed(user.totp.secret)) continue;
    user.totp.secret = secrets.seal(user.totp.secret);
    sealed += 1;
  }
  if (sealed > 0) await storage.save();
  return sealed;
}
