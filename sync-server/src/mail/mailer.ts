import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** One outgoing e-mail. */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text?: string;
}

/** Sends e-mail: through SMTP when configured, otherwise into DATA_DIR/outbox as .eml files. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The mailer for SMTP_URL, or the outbox when it is unset. */
export function createMailer(dataDir: string, smtpUrl: string | null, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a dot-name and renamed, so a reader never sees half a message.
      await writeFile(join(outbox, `.${name}`), info.message as Buffer);
      await rename(join(outbox, `.${name}`), join(outbox, name));
    },
  };
}
