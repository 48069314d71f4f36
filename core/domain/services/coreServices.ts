import type { Clock } from '../clock';
import type { AuditService } from './audit';
import type { JobsService } from '../jobs/jobsService';
import type { MailService } from './mail';
import type { NotificationInbox, NotificationsService } from './notifications';
import type { PortfolioService, UserCompanies } from './portfolio';
import { createServiceRef } from './serviceRef';

/** The clock every plugin reads the date from (also `ctx.clock` on the server, `useClock()` in the browser). */
export const clockServiceRef = createServiceRef<Clock>('core.clock');

/**
 * Background jobs with progress, cancel, a stored result and schedules (docs/jobs.md): the server
 * half; the browser follows a job with `useJob` and `<JobProgress>` from `@keel/core/client`.
 */
export const jobsServiceRef = createServiceRef<JobsService>('core.jobs');

/**
 * Notifications: on the server, raising them to a company's members by role or by name; in the
 * browser, the signed-in user's notifications of the open company, live, to mark read.
 */
export const notificationsServiceRef = createServiceRef<NotificationsService, NotificationInbox>(
  'core.notifications',
);
/**
 * The portfolio: on the server, a user's companies and acting for them in another company they
 * may read; in the browser, the signed-in user's companies with their role.
 */
export const portfolioServiceRef = createServiceRef<PortfolioService, UserCompanies>(
  'core.portfolio',
);

/**
 * The audit log, read only, for one company: its members' sign-ins and the changes to its
 * memberships and profile, and its members with their controls (server only).
 */
export const auditServiceRef = createServiceRef<AuditService>('core.audit');

/**
 * E-mail through the server's mailer (SMTP, or the outbox), with attachments (server only): a
 * plugin tells the people concerned, and hears which e-mails did not go.
 */
export const mailServiceRef = createServiceRef<MailService>('core.mail');

/** The services the core itself provides, on the server and in the browser: always there. */
export const coreServiceIds: readonly string[] = [
  clockServiceRef.id,
  jobsServiceRef.id,
  notificationsServiceRef.id,
  portfolioServiceRef.id,
  auditServiceRef.id,
  mailServiceRef.id,
];
