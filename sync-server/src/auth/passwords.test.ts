import { describe, expect, it } from 'vitest';
import { defaultArgon2Params, resolveConfig } from '../config';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id, at least 19 MiB and 2 passes', async () => {
    expect(defaultArgon2Params.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(defaultArgon2Params.timeCost).toBeGreaterThanOrEqual(2);
    const hash = await hashPassword('Kx!correct-ledger-horse', defaultArgon2Params);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Kx!correct-ledger-horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
  });

  it('refuses weaker argon2 parameters in the server config', () => {
    expect(() =>
      resolveConfig({
        dataDir: '/tmp',
        port: 0,
        argon2: { memoryCost: 4096, timeCost: 1, parallelism: 1 },
      }),
    ).toThrow();
  });

  it('names why a common password is refused and accepts a strong one', async () => {
    expect(await passwordWeakness('password123')).toMatch(/common/i);
    expect(await passwordWeakness('qwertyuiop')).toMatch(/common/i);
    expect(await passwordWeakness('Kx!lq3-ledger-7919-harbor')).toBeNull();
  });
});
