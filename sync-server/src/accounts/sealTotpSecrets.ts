import type { SecretBox } from '@keel/core/server';
import { isSealed } from '../storage/secretBox';
import type { Storage } from '../storage/storage';

/**
 * Seals the TOTP secrets an older Keel stored in clear (run on start); resolves once they are
 * stored sealed, and answers how many it sealed.
 */
export async function sealClearTotpSecrets(storage: Storage, secrets: SecretBox): Promise<number> {
  const clear = (await storage.users.list()).filter((u) => u.totp && !isSealed(u.totp.secret));
  if (clear.length === 0) return 0;
  await storage.write(
    clear.map((user) => ({
      in: 'users',
      update: user.id,
      change: (current) =>
        current?.totp && !isSealed(current.totp.secret)
          ? { ...current, totp: { ...current.totp, secret: secrets.seal(current.totp.secret) } }
          : current,
    })),
  );
  return clear.length;
}
