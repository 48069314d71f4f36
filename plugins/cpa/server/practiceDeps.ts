import {
  auditServiceRef,
  localToday,
  mailServiceRef,
  notificationsServiceRef,
  portfolioServiceRef,
  type AuditService,
  type MailService,
  type NotificationsService,
  type PortfolioService,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { complianceStatusRef } from '@keel/plugin-compliance/domain/public';
import { fraudThreatsRef } from '@keel/plugin-fraud/domain/public';
import { payrollFactsRef } from '@keel/plugin-payroll/domain/public';
import { taxLiabilitiesRef } from '@keel/plugin-tax/domain/public';
import { ClientHealthReader } from './health/readClientHealth';
import { HealthRecords } from './health/storedHealth';

/** How long a client's fraud and compliance alerts are reused before they are read again. */
const ALERTS_MAX_AGE_MS = 10_000;

/** What CPA Services' routes work with: the plugin's context and the services it uses. */
export interface PracticeDeps extends Pick<
  ServerPluginContext,
  'router' | 'auth' | 'data' | 'clock' | 'log'
> {
  portfolio: PortfolioService;
  audit: AuditService;
  mail: MailService;
  notifications: NotificationsService;
  health: ClientHealthReader;
  today: () => string;
}

/**
 * The services of the manifest, and one health reader whose summaries live as long as the server
 * and are kept in the plugin's records for the next start.
 */
export function practiceDeps(ctx: ServerPluginContext): PracticeDeps {
  const { services, clock } = ctx;
  const portfolio = services.get(portfolioServiceRef);
  const today = () => localToday(clock.now());
  const health = new ClientHealthReader(
    {
      portfolio,
      ledger: services.get(ledgerServiceRef),
      payroll: services.get(payrollFactsRef),
      tax: services.getOptional(taxLiabilitiesRef),
      fraud: services.getOptional(fraudThreatsRef),
      compliance: services.getOptional(complianceStatusRef),
    },
    clock,
    { maxAgeMs: ALERTS_MAX_AGE_MS, nowMs: () => performance.now() },
    { records: new HealthRecords(ctx.records, ctx.log), log: ctx.log },
  );
  return {
    router: ctx.router,
    auth: ctx.auth,
    data: ctx.data,
    clock,
    log: ctx.log,
    portfolio,
    audit: services.get(auditServiceRef),
    mail: services.get(mailServiceRef),
    notifications: services.get(notificationsServiceRef),
    health,
    today,
  };
}
