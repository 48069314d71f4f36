import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { LogFn } from '@keel/core/server';
import type { Clock } from '@keel/core/domain';
import { outboxDir, writeOutboxMessage } from './outbox';

/** One outgoing e-mail. */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text?: string;
  /** Where replies go, when not to the server's own address. */
  replyTo?: string;
  /** Files sent with it (a calendar invite, say). */
  attachments?: readonly { filename: string; contentType: string; content: string }[];
}

/** Sends e-mail: through SMTP when configured, otherwise into DATA_DIR/outbox as .eml files. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The mailer for SMTP_URL, or the outbox when it is unset (its messages dated by `clock`); then
 * each message's path is logged, so whoever runs Keel without a mail server can open a reset or
 * invite link.
 */
export function createMailer(
  dataDir: string,
  smtpUrl: string | null,
  from: string,
  clock: Clock,
  log: LogFn = () => {},
): Mailer {
  if (smtpUrl) {
    // Plain smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
    // Short timeouts, so a dead mail server fails a request in seconds, not minutes.
    const transport = onFirstUse((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(mail) {
        await (
          await transport()
        ).sendMail({ from, ...mail, attachments: [...(mail.attachments ?? [])] });
      },
    };
  }
  const outbox = outboxDir(dataDir);
  const transport = onFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (
        await transport()
      ).sendMail({
        from,
        ...mail,
        attachments: [...(mail.attachments ?? [])],
      });
      const id = await writeOutboxMessage(outbox, mail, info.message as Buffer, clock.now());
      log('info', 'E-mail written to the outbox', { path: join(outbox, `${id}.eml`) });
    },
  };
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/**
 * The transport made the first time a message is sent: nodemailer loads then, not when the server
 * starts (about 13 MiB of RSS for a server that may never send mail).
 */
function onFirstUse<T extends Transporter>(make: (nodemailer: Nodemailer) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= import('nodemailer').then((module) => make(module.default)));
}
