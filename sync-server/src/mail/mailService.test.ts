import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { startFakeSmtp, type FakeSmtp } from '../testing/fakeSmtp';
import { createMailer } from './mailer';
import { createMailService, htmlFromText } from './mailService';

const clock = fixedClock('2026-11-25T10:00:00');
const dirs: string[] = [];
const smtps: FakeSmtp[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  for (const smtp of smtps.splice(0)) await smtp.close();
});

async function outboxService() {
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-mail-service-'));
  dirs.push(dataDir);
  const mailer = createMailer(dataDir, null, 'Keel <no-reply@localhost>', clock);
  const service = createMailService(
    mailer,
    (path) => `https://keel.test${path}`,
    () => {},
  );
  const raw = async () => {
    const dir = join(dataDir, 'outbox');
    const eml = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    return Promise.all(eml.map((name) => readFile(join(dir, name), 'utf8')));
  };
  return { service, raw };
}

const invite = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:c1@keel',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('core.mail', () => {
  it('sends a plugin’s e-mail with its attachment and reply-to, and an HTML part made from the text', async () => {
    const { service, raw } = await outboxService();
    const result = await service.send({
      to: ' Client@Example.com ',
      replyTo: 'cpa@example.com',
      subject: 'Consultation on Dec 2',
      text: 'Hello <Ada>,\n\nSee you then.',
      attachments: [
        {
          filename: 'consultation.ics',
          contentType: 'text/calendar; method=PUBLISH',
          content: invite,
        },
      ],
    });
    expect(result).toEqual({ ok: true });
    const [message = ''] = await raw();
    expect(message).toContain('To: client@example.com');
    expect(message).toContain('Reply-To: cpa@example.com');
    expect(message).toMatch(/Content-Type: text\/calendar; method=PUBLISH/);
    expect(message).toMatch(/filename=consultation\.ics/);
    expect(message).toContain('&lt;Ada&gt;');
    expect(service.linkTo('/cpa-services')).toBe('https://keel.test/cpa-services');
  });

  it('refuses bad input naming the field, and sends nothing', async () => {
    const { service, raw } = await outboxService();
    const result = await service.send({ to: 'not an address', subject: 'Hi', text: 'Hello' });
    expect(result).toMatchObject({ ok: false, fields: { to: 'Enter a valid email address' } });
    const named = await service.send({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Hello',
      attachments: [{ filename: '../x.ics', contentType: 'text/calendar', content: '' }],
    });
    expect(named).toMatchObject({
      ok: false,
      fields: { 'attachments.0.filename': expect.any(String) },
    });
    expect(await raw().catch(() => [])).toEqual([]);
  });

  it('answers a mail server’s refusal in words instead of throwing', async () => {
    const smtp = await startFakeSmtp('reject-recipient');
    smtps.push(smtp);
    const mailer = createMailer(tmpdir(), smtp.url, 'Keel <no-reply@localhost>', clock);
    const service = createMailService(
      mailer,
      (path) => path,
      () => {},
    );
    const result = await service.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    expect(result).toEqual({
      ok: false,
      error: 'The e-mail could not be sent: the mail server refused it',
    });
  });

  it('escapes the text into paragraphs', () => {
    expect(htmlFromText('a & b\nc\n\n<d>')).toBe('<p>a &amp; b<br>c</p>\n<p>&lt;d&gt;</p>');
  });
});
