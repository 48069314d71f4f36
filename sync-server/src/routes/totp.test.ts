import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { createKeelServer } from '../server';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { closeOf, connect, synced } from '../testing/syncClient';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

/** The code of the current 30 s step, or of the next one (still valid: one step of drift). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function enrol(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await user.client.post('/api/auth/totp/setup');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Keel:/);
  expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  expect(
    (
      await user.client.post('/api/auth/totp/enable', {
        code: '000000' === codeFor(secret) ? '111111' : '000000',
      })
    ).status,
  ).toBe(400);
  const enabled = await user.client.post('/api/auth/totp/enable', { code: codeFor(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

describe('two-factor authentication', () => {
  it('enrols, then requires a code at login; a recovery code works once', async () => {
    const user = await signUpUser(keel.url);
    const { secret, recoveryCodes } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await user.client.get('/api/user')).body).toMatchObject({ totpEnabled: true });

    const client = new Client(keel.url);
    const login = { email: user.email, password: user.password };
    expect(await client.post('/api/auth/login', login)).toMatchObject({
      status: 401,
      body: { error: 'Two-factor code required', twoFactorRequired: true },
    });
    expect(client.cookie).toBe('');
    expect((await client.post('/api/auth/login', { ...login, totpCode: '12345x' })).status).toBe(
      401,
    );
    // The code that enabled 2FA was used already; the next step's code is new.
    expect(
      (await client.post('/api/auth/login', { ...login, totpCode: codeFor(secret, 1) })).status,
    ).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);

    const recovery = recoveryCodes[0] ?? '';
    expect(
      (await new Client(keel.url).post('/api/auth/login', { ...login, totpCode: recovery })).status,
    ).toBe(200);
    expect(
      (await new Client(keel.url).post('/api/auth/login', { ...login, totpCode: recovery })).status,
    ).toBe(401);

    const signIns = await user.client.get('/api/user/sign-ins');
    const outcomes = (signIns.body.signIns as { outcome: string }[]).map((s) => s.outcome);
    expect(outcomes).toEqual(
      expect.arrayContaining(['two-factor-required', 'two-factor-failed', 'success']),
    );

    expect((await user.client.post('/api/auth/totp/disable', { password: 'wrong' })).status).toBe(
      400,
    );
    expect(
      (await user.client.post('/api/auth/totp/disable', { password: user.password })).status,
    ).toBe(204);
    expect((await new Client(keel.url).post('/api/auth/login', login)).status).toBe(200);
  });

  it('refuses a code used before (replay) like a wrong one, and audits it', async () => {
    const user = await signUpUser(keel.url);
    const { secret } = await enrol(user);
    const login = { email: user.email, password: user.password };
    // The first step that was not used to enable: the current one may have ticked since.
    const step = Math.floor(Date.now() / 30_000) + 1;
    const code = codeFor(secret, 1);
    expect(
      (await new Client(keel.url).post('/api/auth/login', { ...login, totpCode: code })).status,
    ).toBe(200);
    const again = await new Client(keel.url).post('/api/auth/login', { ...login, totpCode: code });
    expect(again).toMatchObject({
      status: 401,
      body: { error: 'Invalid two-factor code', twoFactorRequired: true },
    });
    const enableReplay = await new Client(keel.url).post('/api/auth/login', {
      ...login,
      totpCode: codeFor(secret),
    });
    expect(enableReplay.status).toBe(401);

    const { storage } = keel.server.services;
    const audit = await storage.audit.newest({ userId: user.userId }, 1000);
    expect(audit.filter((e) => e.outcome === 'two-factor-replayed')).toHaveLength(2);
    expect(audit.map((e) => e.outcome)).toContain('two-factor code wrong');
    const stored = await storage.users.get(user.userId);
    const onDisk = JSON.parse(await readFile(join(keel.dataDir, 'keel.json'), 'utf8')) as {
      users: { id: string; totp: { lastStep: number } | null }[];
    };
    expect(onDisk.users.find((u) => u.id === user.userId)?.totp?.lastStep).toBe(
      stored?.totp?.lastStep,
    );
    expect(stored?.totp?.lastStep).toBe(step);
  });

  it("enforces a company's 2FA requirement on REST and sync until the member enrols", async () => {
    const owner = await signUpUser(keel.url);
    await enrol(owner);
    const member = await signUpUser(keel.url);
    await addMember(keel, owner, member, 'bookkeeper');
    expect(
      (await owner.client.patch(`/api/companies/${owner.companyId}`, { requireTwoFactor: true }))
        .status,
    ).toBe(200);

    expect(
      (await member.client.get(`/api/companies/${owner.companyId}/members`)).body,
    ).toMatchObject({ code: 'two_factor_required' });
    expect(
      await closeOf(`${keel.wsUrl}/${owner.companyId}`, { cookie: member.client.cookie }),
    ).toMatchObject({ code: 4403, messages: 0 });
    const companies = await member.client.get(`/api/user/${member.userId}/companies`);
    expect(companies.body.companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner.companyId, requireTwoFactor: true }),
      ]),
    );

    expect((await member.client.get('/api/user')).body).toMatchObject({ twoFactorRequired: true });
    await enrol(member);
    expect((await member.client.get('/api/user')).body).toMatchObject({ twoFactorRequired: false });
    expect((await member.client.get(`/api/companies/${owner.companyId}/members`)).status).toBe(200);
    const provider = connect(keel.wsUrl, owner.companyId, member.client.cookie);
    await synced(provider);
    provider.destroy();
  });

  it('keeps no TOTP secret in clear anywhere under DATA_DIR', async () => {
    const user = await signUpUser(keel.url);
    const { secret } = await enrol(user);
    const clear = clearForms(secret);
    for (const file of await filesUnder(keel.dataDir)) {
      const bytes = await readFile(file);
      for (const form of clear) expect(bytes.includes(form), `${file} holds ${form}`).toBe(false);
    }
    // Still usable: the sealed secret opens for the next code.
    const login = { email: user.email, password: user.password, totpCode: codeFor(secret, 1) };
    expect((await new Client(keel.url).post('/api/auth/login', login)).status).toBe(200);
  });

  it('seals on start the clear secrets an older Keel stored, and they keep working', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-totp-'));
    const start = () =>
      createKeelServer({ dataDir, port: 0, host: '127.0.0.1', log: () => {}, argon2 });
    try {
      let server = await start();
      const user = await signUpUser(server.url);
      const { secret } = await enrol(user);
      await server.close();
      // The file as an older Keel wrote it: the secret in clear.
      const path = join(dataDir, 'keel.json');
      const data = JSON.parse(await readFile(path, 'utf8')) as {
        users: { id: string; totp: { secret: string } | null }[];
      };
      const stored = data.users.find((u) => u.id === user.userId)!.totp!;
      stored.secret = secret;
      await writeFile(path, JSON.stringify(data));

      server = await start();
      const bytes = await readFile(path);
      for (const form of clearForms(secret)) expect(bytes.includes(form)).toBe(false);
      const login = { email: user.email, password: user.password, totpCode: codeFor(secret, 1) };
      expect((await new Client(server.url).post('/api/auth/login', login)).status).toBe(200);
      await server.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** The OWASP-minimum argon2 cost the test harness uses too. */
const argon2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A secret as it could appear in a file: base32 either case, and its bytes raw, hex and base64. */
function clearForms(secret: string): Buffer[] {
  const raw = Buffer.from(Secret.fromBase32(secret).bytes);
  return [
    secret,
    secret.toLowerCase(),
    raw.toString('hex'),
    raw.toString('base64'),
    raw.toString('base64url'),
  ]
    .map((text) => Buffer.from(text))
    .concat([raw]);
}

/** Every file under a folder. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
