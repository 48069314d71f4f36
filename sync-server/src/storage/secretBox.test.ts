import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, loadSecretKey } from './secretBox';

describe('secret box', () => {
  it('creates a 0600 key file once and round-trips secrets; tampering fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keel-secret-'));
    try {
      const key = await loadSecretKey(dir, undefined);
      expect((await stat(join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
      expect(await loadSecretKey(dir, undefined)).toEqual(key);
      const box = createSecretBox(key);
      const sealed = box.seal('021000021');
      expect(sealed).not.toContain('021000021');
      expect(box.open(sealed)).toBe('021000021');
      expect(isSealed(sealed)).toBe(true);
      expect(isSealed('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(false);
      expect(() => box.open(sealed.slice(0, -2) + 'AA')).toThrow();
      const otherKey = await loadSecretKey(dir, 'x'.repeat(40));
      expect(() => createSecretBox(otherKey).open(sealed)).toThrow();
      await expect(loadSecretKey(dir, 'short')).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fingerprints a number by purpose under the key, never showing it', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const print = box.fingerprint('vendor-tax-id', '123456789');
    expect(print).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(print).not.toContain('123456789');
    expect(box.fingerprint('vendor-tax-id', '123456789')).toBe(print);
    expect(box.fingerprint('vendor-tax-id', '123456780')).not.toBe(print);
    expect(box.fingerprint('bank-account', '123456789')).not.toBe(print);
    expect(createSecretBox(Buffer.alloc(32, 8)).fingerprint('vendor-tax-id', '123456789')).not.toBe(
      print,
    );
  });

  it('replaces the empty key file a killed first start left, and refuses a damaged one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keel-secret-'));
    try {
      await writeFile(join(dir, 'secret.key'), '');
      const key = await loadSecretKey(dir, undefined);
      expect(key).toHaveLength(32);
      expect(await loadSecretKey(dir, undefined)).toEqual(key);
      expect(await readdir(dir)).toEqual(['secret.key']);
      await writeFile(join(dir, 'secret.key'), 'c2hvcnQ=');
      await expect(loadSecretKey(dir, undefined)).rejects.toThrow('does not hold a 256-bit key');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
