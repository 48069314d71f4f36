import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SecretBox } from '@keel/core/server';

/**
 * The 256-bit key for secrets at rest: derived from KEEL_SECRET when given, else read from (or
 * created in) DATA_DIR/secret.key with mode 0600.
 */
export async function loadSecretKey(dataDir: string, secret: string | undefined): Promise<Buffer> {
  if (secret) {
    if (secret.length < 32) throw new Error('KEEL_SECRET must be at least 32 characters');
    return createHash('sha256').update(secret).digest();
  }
  const path = join(dataDir, 'secret.key');
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(32);
    await writeFile(path, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}

/** Whether text has the form `seal` gives (a clear TOTP secret, base32, never has a dot). */
export function isSealed(text: string): boolean {
  return /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(text);
}

/** AES-256-GCM sealing with a fresh 96-bit IV per value: `v1.{iv}.{tag}.{ciphertext}` (base64url). */
export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
