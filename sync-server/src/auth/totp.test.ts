import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { consumeTotp, newTotpSecret, totpStep } from './totp';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;
  const step = Math.floor(now / 30_000);

  it('gives the step of a valid code, one step of drift either way', () => {
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(totpStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, codeAt(secret, now - 90_000), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('accepts a code once: the same step or an older one is a replay', () => {
    const totp = { lastStep: null as number | null };
    const code = codeAt(secret, now);
    expect(consumeTotp(totp, secret, code, now)).toBe('accepted');
    expect(totp.lastStep).toBe(step);
    expect(consumeTotp(totp, secret, code, now + 5_000)).toBe('replayed');
    expect(consumeTotp(totp, secret, codeAt(secret, now - 30_000), now)).toBe('replayed');
    const wrong = '000000' === code ? '111111' : '000000';
    expect(consumeTotp(totp, secret, wrong, now)).not.toBe('accepted');
    expect(consumeTotp(totp, secret, codeAt(secret, now + 30_000), now + 30_000)).toBe('accepted');
    expect(totp.lastStep).toBe(step + 1);
  });
});
