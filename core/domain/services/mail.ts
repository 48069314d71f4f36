import { z } from 'zod';

/** A file sent with an e-mail: its name, media type and text content (a calendar invite, say). */
export const mailAttachmentSchema = z.strictObject({
  filename: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/, 'Use a plain file name of up to 100 characters'),
  contentType: z
    .string()
    .regex(
      /^[a-z]+\/[a-z0-9.+-]+(; ?[a-z-]+=[A-Za-z0-9-]+)*$/i,
      'Use a media type such as text/calendar',
    ),
  content: z.string().max(1_000_000, 'Keep an attachment under 1 MB'),
});

const address = (message: string) => z.string().trim().toLowerCase().pipe(z.email(message));

/** An e-mail a plugin sends: checked by `core.mail` before anything goes out. */
export const outgoingMailSchema = z.strictObject({
  to: address('Enter a valid email address'),
  /** Where replies go (the member who caused the e-mail); the sender stays the server's address. */
  replyTo: address('Enter a valid reply-to address').optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject is too long')
    .regex(/^[^\r\n]*$/, 'The subject is one line'),
  /** The message as plain text; the HTML part is made from it when `html` is not given. */
  text: z.string().trim().min(1, 'The message is empty').max(100_000, 'The message is too long'),
  html: z.string().min(1).max(200_000, 'The message is too long').optional(),
  attachments: z.array(mailAttachmentSchema).max(5, 'Attach at most 5 files').default([]),
});

export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
export type OutgoingMail = z.input<typeof outgoingMailSchema>;

/** What `send` did: sent (or written to the outbox), or why not, in words for the user. */
export type MailResult =
  { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * `core.mail` on the server: e-mail through the server's mailer (SMTP, or the outbox without it),
 * the way invitations and password resets go out. A failure is answered, never thrown, so the
 * caller can tell the person which e-mails did not go.
 */
export interface MailService {
  send(mail: OutgoingMail): Promise<MailResult>;
  /** An absolute link into the web app (the server's PUBLIC_URL), for a link in a message. */
  linkTo(path: string): string;
}
