import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  it("prints each e-mail's path in the server log", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'keel-mail-'));
    dirs.push(dataDir);
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const mailer = createMailer(
      dataDir,
      null,
      'Keel <no-reply@localhost>',
      fixedClock('2026-11-25T10:00:00'),
      (level, message, details) => lines.push([level, message, details]),
    );
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', html: '<p>Hi</p>' });
    expect(lines).toHaveLength(1);
    const [level, message, details] = lines[0] ?? [];
    expect([level, message]).toEqual(['info', 'E-mail written to the outbox']);
    const path = String(details?.path);
    expect(path.startsWith(join(dataDir, 'outbox'))).toBe(true);
    expect(await readFile(path, 'utf8')).toContain('Subject: Reset your password');
  });
});
