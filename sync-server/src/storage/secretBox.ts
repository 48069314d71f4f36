import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { link, open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SecretBox } from '@keel/core/server';

/**
 * The 256-bit key for secrets at rest: derived from KEEL_SECRET when given, else read from (or
 * created in) DATA_DIR/secret.key with mode 0600. The file is written whole or not at all (temp
 * file, fsync, link), so a crash on the first start never leaves a short key.
 */
export async function loadSecretKey(dataDir: string, secret: string | undefined): Promise<Buffer> {
  if (secret) {
    if (secret.length < 32) throw new Error('KEEL_SECRET must be at least 32 characters');
    return createHash('sha256').update(secret).digest();
  }
  const path = join(dataDir, 'secret.key');
  const stored = await readKeyFile(path);
  if (stored) return stored;
  const key = randomBytes(32);
  const temp = join(dataDir, `.secret.key.${process.pid}.tmp`);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(key.toString('base64'));
      await handle.sync();
    } finally {
      await handle.close();
    }
    // An empty file an older Keel left when it was killed is replaced; a real key never is.
    if ((await stat(path).catch(() => null))?.size === 0) await rm(path);
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = await readKeyFile(path);
    if (other) return other;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const dir = await open(dataDir, 'r');
  await dir.sync().finally(() => dir.close());
  return key;
}

/**
 * A short fingerprint of the key loadSecretKey would use, without making one: null when neither
 * KEEL_SECRET nor DATA_DIR/secret.key gives one. It tells keys apart and reveals nothing of them.
 */
export async function secretKeyFingerprint(
  dataDir: string,
  secret: string | undefined,
): Promise<string | null> {
  const key = secret
    ? createHash('sha256').update(secret).digest()
    : await readKeyFile(join(dataDir, 'secret.key'));
  return (
    key &&
    createHash('sha256').update('keel-key-fingerprint').update(key).digest('hex').slice(0, 16)
  );
}

/** Whether a file name is loadSecretKey's temp file. */
export function isSecretKeyTempName(name: string): boolean {
  return /^\.secret\.key\.\d+\.tmp$/.test(name);
}

/** The key in `path`; null when there is none yet (or only the empty file of a killed start). */
async function readKeyFile(path: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text === '') return null;
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a 256-bit key`);
  return key;
}

/** Whether text has the form `seal` gives (a clear TOTP secret, base32, never has a dot). */
export function isSealed(text: string): boolean {
  return /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(text);
}

/**
 * AES-256-GCM sealing with a fresh 96-bit IV per value: `v1.{iv}.{tag}.{ciphertext}` (base64url);
 * fingerprints are HMAC-SHA-256 (base64url) under a key of their own derived from the same key.
 */
export function createSecretBox(key: Buffer): SecretBox {
  const fingerprintKey = createHmac('sha256', key).update('keel fingerprint v1').digest();
  return {
    fingerprint(purpose, value) {
      return createHmac('sha256', fingerprintKey)
        .update(`${purpose}\u0000${value}`)
        .digest('base64url');
    },
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
