import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../testing/fakeSmtp';
import { eventually } from '../testing/syncClient';
import { Client, signUpUser, startKeel, type TestKeel } from '../testing/testServer';

/** The body of a quoted-printable message part, soft line breaks and escapes undone. */
const unQuote = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

async function keelWith(smtpUrl: string): Promise<TestKeel> {
  const keel = await startKeel({ smtpUrl });
  opened.push(keel);
  return keel;
}

async function fakeSmtp(failure?: Parameters<typeof startFakeSmtp>[0]): Promise<FakeSmtp> {
  const smtp = await startFakeSmtp(failure);
  opened.push(smtp);
  return smtp;
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail through SMTP_URL', () => {
  it('sends the reset e-mail over SMTP, and nothing goes into the outbox', async () => {
    const smtp = await fakeSmtp();
    const keel = await keelWith(smtp.url);
    const ada = await signUpUser(keel.url);
    expect((await new Client(keel.url).post('/api/auth/forgot', { email: ada.email })).status).toBe(
      202,
    );
    await eventually(() => smtp.received.length === 1);
    const mail = smtp.received[0];
    expect(mail?.to).toEqual([ada.email]);
    expect(mail?.from).toMatch(/^no-reply@/);
    const data = unQuote(mail?.data ?? '');
    expect(data).toMatch(new RegExp(`^To: ${ada.email.replace(/[.]/g, '\\.')}$`, 'mi'));
    expect(data).toMatch(/^Subject: Reset your Keel password$/m);
    const link = /http:\/\/localhost:\d+\/reset-password\/([A-Za-z0-9_-]+)/.exec(data);
    expect(link).not.toBeNull();

    const sent = await ada.client.post('/api/send-email', {
      to: 'someone@example.com',
      subject: 'Hello over SMTP',
      html: '<p>Hi</p>',
    });
    expect(sent.status).toBe(202);
    await eventually(() => smtp.received.length === 2);
    expect(smtp.received[1]?.to).toEqual(['someone@example.com']);

    expect(await readdir(join(keel.dataDir, 'outbox')).catch(() => [])).toEqual([]);
    expect((await ada.client.get('/api/outbox')).body).toEqual({ messages: [] });

    // The link works, so the real token went out (and the reset ends every session).
    const reset = await new Client(keel.url).post('/api/auth/reset', {
      token: link?.[1],
      password: 'Kx!another-ledger-password-9173',
    });
    expect(reset.status).toBe(204);
  });

  it('answers 502 with a clear error when the SMTP server refuses the message', async () => {
    for (const failure of ['reject-recipient', 'reject-data'] as const) {
      const smtp = await fakeSmtp(failure);
      const keel = await keelWith(smtp.url);
      const ada = await signUpUser(keel.url);
      const res = await ada.client.post('/api/send-email', {
        to: 'someone@example.com',
        subject: 'Refused',
        html: '<p>Hi</p>',
      });
      expect(res).toMatchObject({
        status: 502,
        body: { error: 'The e-mail could not be sent: the mail server refused it' },
      });
      expect(smtp.received).toEqual([]);
      expect(await readdir(join(keel.dataDir, 'outbox')).catch(() => [])).toEqual([]);
    }
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const keel = await keelWith(`smtp://127.0.0.1:${await closedPort()}`);
    const ada = await signUpUser(keel.url);
    const res = await ada.client.post('/api/send-email', {
      to: 'someone@example.com',
      subject: 'Nobody home',
      html: '<p>Hi</p>',
    });
    expect(res).toMatchObject({
      status: 502,
      body: { error: 'The e-mail could not be sent: the mail server could not be reached' },
    });
  });
});
