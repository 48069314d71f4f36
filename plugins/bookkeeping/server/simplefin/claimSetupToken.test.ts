import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostLookup } from './addressGuard';
import { claimSetupToken, decodeSetupToken, parseAccessUrl } from './claimSetupToken';
import { startFakeSimpleFin, type FakeSimpleFin } from './fakeSimpleFinServer';
import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const testing = { allowInsecureHosts: true, allowPrivateHosts: true } as const;

async function caught(promise: Promise<unknown>): Promise<SimpleFinError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SimpleFinError);
  return error as SimpleFinError;
}

describe('decodeSetupToken', () => {
  const claimUrl = 'https://bridge.simplefin.org/simplefin/claim/demo';

  it('reads the claim URL, tolerating whitespace, missing padding and URL-safe Base64', () => {
    const token = base64(claimUrl);
    expect(decodeSetupToken(token).href).toBe(claimUrl);
    expect(decodeSetupToken(`  ${token}\n`).href).toBe(claimUrl);
    expect(decodeSetupToken(token.replace(/=+$/, '')).href).toBe(claimUrl);
    expect(decodeSetupToken(`${token.slice(0, 20)}\r\n${token.slice(20)}`).href).toBe(claimUrl);
    const urlSafe = Buffer.from('https://x.example/claim/??>>', 'utf8').toString('base64url');
    expect(decodeSetupToken(urlSafe).href).toBe('https://x.example/claim/??%3E%3E');
  });

  it.each([
    ['an empty token', ''],
    ['text that is not Base64', 'not a token!'],
    ['Base64 of plain text', base64('hello world')],
    ['Base64 of an ftp URL', base64('ftp://bridge.example/claim/x')],
    ['Base64 of a javascript: URL', base64('javascript:alert(1)')],
    ['Base64 of a file URL', base64('file:///etc/passwd')],
    ['Base64 of binary bytes', Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64')],
    ['a pasted URL instead of a token', claimUrl],
    ['a token with a bad length', 'aHR0cHM6Ly9h0'],
  ])('refuses %s', (_what, token) => {
    expect(() => decodeSetupToken(token)).toThrow(SIMPLEFIN_MESSAGES.notAToken);
    try {
      decodeSetupToken(token);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'not_a_token' });
    }
  });
});

describe('parseAccessUrl', () => {
  it('wants an http(s) URL with a user name and a password', () => {
    expect(parseAccessUrl('https://user123:pass456@bridge.simplefin.org/simplefin')?.host).toBe(
      'bridge.simplefin.org',
    );
    expect(parseAccessUrl(' https://u:p@x.example \n')).not.toBeNull();
    expect(parseAccessUrl('https://bridge.simplefin.org/simplefin')).toBeNull();
    expect(parseAccessUrl('https://user@bridge.simplefin.org/simplefin')).toBeNull();
    expect(parseAccessUrl('ftp://u:p@bridge.simplefin.org/simplefin')).toBeNull();
    expect(parseAccessUrl('<html>error</html>')).toBeNull();
  });
});

describe('claimSetupToken against the fake SimpleFIN server', () => {
  let fake: FakeSimpleFin;
  beforeEach(async () => {
    fake = await startFakeSimpleFin();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('claims a token once; the second claim is refused with the compromise warning', async () => {
    const token = fake.setupToken();
    const accessUrl = await claimSetupToken(token, testing);
    const access = new URL(accessUrl);
    expect(access.origin).toBe(fake.origin);
    expect(access.pathname).toBe('/simplefin');
    expect(access.username).not.toBe('');
    expect(access.password).not.toBe('');
    const claim = fake.requests.at(-1);
    expect(claim?.method).toBe('POST');
    expect(claim?.path).toMatch(/^\/simplefin\/claim\//);

    const error = await caught(claimSetupToken(token, testing));
    expect(error.message).toBe(SIMPLEFIN_MESSAGES.alreadyClaimed);
    expect(error).toMatchObject({ status: 400, code: 'already_claimed' });
  });

  it('refuses a token that was never issued with the same message', async () => {
    const token = base64(`${fake.origin}/simplefin/claim/never-issued`);
    const error = await caught(claimSetupToken(token, testing));
    expect(error.message).toBe(SIMPLEFIN_MESSAGES.alreadyClaimed);
  });

  it('requires https unless insecure hosts are allowed', async () => {
    const error = await caught(claimSetupToken(fake.setupToken(), { allowPrivateHosts: true }));
    expect(error.message).toBe('The setup token must use HTTPS');
    expect(error.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a token pointing at a private address before sending anything', async () => {
    const error = await caught(claimSetupToken(fake.setupToken(), { allowInsecureHosts: true }));
    expect(error.message).toBe(SIMPLEFIN_MESSAGES.tokenPrivate);
    expect(error).toMatchObject({ status: 400, code: 'private_address' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    'https://2130706433/claim/x',
    'https://0x7f.1/claim/x',
    'https://[::ffff:127.0.0.1]/claim/x',
    'https://[::1]/claim/x',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/claim/x',
  ])('refuses the private host of %s, whatever form it is written in', async (claimUrl) => {
    const error = await caught(claimSetupToken(base64(claimUrl)));
    expect(error.message).toBe(SIMPLEFIN_MESSAGES.tokenPrivate);
  });

  it('refuses a host name resolving to public and private addresses before sending anything', async () => {
    const port = new URL(fake.origin).port;
    const token = base64(`http://mixed.example:${port}/simplefin/claim/x`);
    const lookup: HostLookup = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const error = await caught(claimSetupToken(token, { allowInsecureHosts: true, lookup }));
    expect(error.message).toBe(SIMPLEFIN_MESSAGES.tokenPrivate);
    expect(fake.requests).toHaveLength(0);
  });

  it('connects to the address it checked, not to one DNS gives later (rebinding)', async () => {
    const port = new URL(fake.origin).port;
    const token = base64(`http://rebind.example:${port}/simplefin/claim/x`);
    // First answer public (checked), every later answer the fake on loopback.
    let calls = 0;
    const lookup = vi.fn<HostLookup>(async () =>
      ++calls === 1
        ? [{ address: '93.184.216.34', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }],
    );
    const error = await caught(
      claimSetupToken(token, { allowInsecureHosts: true, lookup, timeoutMs: 500 }),
    );
    expect(['unreachable', 'timeout']).toContain(error.code);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the request to the resolved address without resolving again', async () => {
    const port = new URL(fake.origin).port;
    const issued = new URL(Buffer.from(fake.setupToken(), 'base64').toString('utf8'));
    const token = base64(`http://bridge.example:${port}${issued.pathname}`);
    let calls = 0;
    const lookup = vi.fn<HostLookup>(async () =>
      ++calls === 1
        ? [{ address: '127.0.0.1', family: 4 }]
        : [{ address: '203.0.113.9', family: 4 }],
    );
    const accessUrl = await claimSetupToken(token, { ...testing, lookup });
    expect(new URL(accessUrl).password).not.toBe('');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('names the status when the claim fails otherwise', async () => {
    fake.failNext({ status: 500, body: 'boom' });
    const error = await caught(claimSetupToken(fake.setupToken(), testing));
    expect(error.message).toBe(
      `SimpleFIN at ${new URL(fake.origin).host} could not claim the setup token (HTTP 500)`,
    );
    expect(error.status).toBe(502);
  });

  it('refuses an answer that is not an access URL, without echoing it', async () => {
    fake.failNext({ status: 200, body: '<html>secret-looking body</html>' });
    const error = await caught(claimSetupToken(fake.setupToken(), testing));
    expect(error.message).toMatch(/answered the claim without an access URL/);
    expect(error.message).not.toContain('secret-looking');
  });

  it('gives up after the time limit', async () => {
    fake.failNext({ status: 200, body: 'late', delayMs: 2000 });
    const error = await caught(claimSetupToken(fake.setupToken(), { ...testing, timeoutMs: 200 }));
    expect(error).toMatchObject({ status: 504, code: 'timeout' });
    expect(error.message).toMatch(/did not answer within 0\.2 seconds/);
  });

  it('says which host it could not reach', async () => {
    const token = fake.setupToken();
    await fake.close();
    const error = await caught(claimSetupToken(token, testing));
    expect(error.message).toBe(
      `Could not reach SimpleFIN at ${new URL(fake.origin).host} (ECONNREFUSED)`,
    );
    fake = await startFakeSimpleFin();
  });
});
