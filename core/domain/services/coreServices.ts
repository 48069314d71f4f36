import type { Clock } from '../clock';
import type { JobsService } from '../jobs/jobsService';
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

/** Server: raises notifications to a company's members by role or by name. */
export const notificationsServiceRef = createServiceRef<NotificationsService>('core.notifications');
/** Browser: the signed-in user's notifications of the open company, live; mark one or all read. */
export const notificationInboxRef = createServiceRef<NotificationInbox>('core.notificationInbox');
/** Server: a user's companies, and acting for them in another company they may read. */
export const portfolioServiceRef = createServiceRef<PortfolioService>('core.portfolio');
/** Browser: the signed-in user's companies with their role. */
export const userCompaniesRef = createServiceRef<UserCompanies>('core.userCompanies');

/** The services the core itself provides, on the server and in the browser: always there. */
export const coreServiceIds: readonly string[] = [
  clockServiceRef.id,
  jobsServiceRef.id,
  notificationsServiceRef.id,
  notificationInboxRef.id,
  portfolioServiceRef.id,
  userCompaniesRef.id,
];
