import { outgoingMailSchema, validationErrorBody, type MailService } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import type { Mailer } from './mailer';
import { sendFailureReason } from './sendFailure';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The HTML part of a plain-text message: escaped, paragraphs and line breaks kept. */
export function htmlFromText(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * `core.mail`: a plugin's e-mail through the server's mailer. Bad input is answered like a 400
 * (the field named) and nothing is sent; a mailer failure is answered with the reason in words
 * (and logged), never thrown.
 */
export function createMailService(
  mailer: Mailer,
  linkTo: (path: string) => string,
  log: LogFn,
): MailService {
  return {
    async send(input) {
      const parsed = outgoingMailSchema.safeParse(input);
      if (!parsed.success) {
        const { error, fields } = validationErrorBody(parsed.error);
        return { ok: false, error, fields };
      }
      const { to, replyTo, subject, text, html, attachments } = parsed.data;
      try {
        await mailer.send({
          to,
          subject,
          text,
          html: html ?? htmlFromText(text),
          ...(replyTo ? { replyTo } : {}),
          attachments,
        });
        return { ok: true };
      } catch (error) {
        log('warn', 'An e-mail a plugin sent failed', { subject, error: String(error) });
        return { ok: false, error: sendFailureReason(error) };
      }
    },
    linkTo,
  };
}
