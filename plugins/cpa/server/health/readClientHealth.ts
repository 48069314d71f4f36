import {
  accountantModeRoles,
  type MemberContext,
  type PortfolioService,
  type Role,
} from '@keel/core/domain';
import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';
import type { ComplianceStatusService } from '@keel/plugin-compliance/domain/public';
import type { FraudThreatsService } from '@keel/plugin-fraud/domain/public';
import type { PayrollFactsService } from '@keel/plugin-payroll/domain/public';
import type { TaxLiabilitiesService } from '@keel/plugin-tax/domain/public';
import { clientHealth, type ClientHealth } from '../../domain/health/clientHealth';
import { previousMonthEnd, trailingYearStart } from '../../domain/dates';
import { LiveSummaries } from './liveSummaries';

/**
 * The services a client's health is read from: the portfolio (who may read which company), the
 * books and payroll it cannot run without, and the plugins that may be absent (undefined then).
 */
export interface HealthServices {
  portfolio: PortfolioService;
  ledger: LedgerService;
  payroll: PayrollFactsService;
  tax: TaxLiabilitiesService | undefined;
  fraud: FraudThreatsService | undefined;
  compliance: ComplianceStatusService | undefined;
}

/** Lines in the client's uncategorized income and expense accounts dated up to `to`, if given. */
export async function uncategorizedLines(
  ledger: LedgerService,
  companyId: string,
  to?: string,
): Promise<number> {
  const accounts = await Promise.all([
    ledger.accounts(companyId, { role: 'uncategorized-income' }),
    ledger.accounts(companyId, { role: 'uncategorized-expense' }),
  ]);
  const accountIds = accounts.flat().map((account) => account.id);
  if (accountIds.length === 0) return 0;
  const totals = await ledger.totals(companyId, { by: 'account', accountIds, to });
  return totals.rows.reduce((sum, row) => sum + row.lines, 0);
}

/** The health of a company the member (of the portfolio's asMember) may read, as of `today`. */
async function healthOf(
  services: HealthServices,
  member: MemberContext,
  today: string,
): Promise<ClientHealth> {
  const { companyId } = member;
  const { ledger, payroll, tax } = services;
  const periodEnd = previousMonthEnd(today);
  const [profitAndLoss, uncategorized, inPeriod, close, payrollAnswer, taxes] = await Promise.all([
    ledger.profitAndLoss(companyId, { from: trailingYearStart(today), to: today }),
    uncategorizedLines(ledger, companyId),
    uncategorizedLines(ledger, companyId, periodEnd),
    ledger.closeStatus(companyId),
    payroll.read(member),
    tax?.read(member),
  ]);
  return clientHealth({
    today,
    incomeCents: profitAndLoss.income.total,
    uncategorizedLines: uncategorized,
    periodUncategorizedLines: inPeriod,
    close,
    payrollRuns: payrollAnswer.status === 'ready' ? payrollAnswer.facts.runs : null,
    deadlines: taxes ? taxes.deadlines : null,
    // Read on demand by the reader: a scan or check changes them without touching the books.
    openFraudAlerts: null,
    openComplianceAlerts: null,
  });
}

/** The open alerts of a client, from Fraud Detection and Compliance Monitor when installed. */
interface OpenAlerts {
  openFraudAlerts: number | null;
  openComplianceAlerts: number | null;
}

async function openAlertsOf(services: HealthServices, companyId: string): Promise<OpenAlerts> {
  const [threats, status] = await Promise.all([
    services.fraud?.summary(companyId),
    services.compliance?.read(companyId),
  ]);
  return {
    openFraudAlerts: threats ? threats.active : null,
    openComplianceAlerts: status?.status === 'ready' ? status.openAlerts : null,
  };
}

/** How the reader keeps the alerts that no subscription tells it about. */
export interface AlertsCache {
  /** How long an alerts reading is reused (0: read on every request). */
  maxAgeMs: number;
  /** A monotonic clock in milliseconds (performance.now), for the age. */
  nowMs: () => number;
}

/** A client company on Keel as the practice's Client Portfolio lists it. */
export interface KeelClient {
  id: string;
  name: string;
  /** Its kind of business, as its owner set it (Client Portfolio's Industry). */
  businessType: string;
  /** The user's role there: accountant, cpa or bookkeeper. */
  role: Role;
  health: ClientHealth | null;
}

/**
 * The health of client companies, kept up to date: read once per client and role (what a role may
 * read differs: a bookkeeper sees no owners' estimated tax), then again only when the client's
 * books or payroll change or the day turns. Each `read` checks the asker through the portfolio
 * first, so a summary is only ever given to someone who may read the company.
 */
export class ClientHealthReader {
  /** The latest member who asked for each key, as whom its re-reads are made. */
  private readonly members = new Map<string, MemberContext>();
  private readonly summaries: LiveSummaries<ClientHealth>;
  /** Each client's latest alerts reading, and when it started. */
  private readonly alerts = new Map<string, { at: number; reading: Promise<OpenAlerts> }>();

  /**
   * Fraud Detection and Compliance Monitor tell no one of a change, so their alerts are read when
   * asked, and reused for `alertsCache.maxAgeMs` (default: not at all).
   */
  constructor(
    private readonly services: HealthServices,
    today: () => string,
    private readonly alertsCache: AlertsCache = { maxAgeMs: 0, nowMs: () => 0 },
  ) {
    const memberOf = (key: string) => {
      const member = this.members.get(key);
      if (!member) throw new Error(`No member asked for ${key}`);
      return member;
    };
    this.summaries = new LiveSummaries<ClientHealth>({
      read: (key) => healthOf(services, memberOf(key), today()),
      watch(key, onChange) {
        const { companyId } = memberOf(key);
        const stops = [
          services.ledger.subscribe(companyId, onChange),
          services.payroll.subscribe(companyId, onChange),
        ];
        return () => stops.forEach((stop) => stop());
      },
      isCurrent: (health) => health.asOf === today(),
    });
  }

  /**
   * A client company's health for `userId`, read as the member the portfolio says they are there,
   * with an accountant, CPA or bookkeeper role; null when they are not (or the company does not
   * exist): then nothing of the company is read at all.
   */
  async read(userId: string, clientCompanyId: string): Promise<ClientHealth | null> {
    const member = await this.services.portfolio.asMember(
      userId,
      clientCompanyId,
      accountantModeRoles,
    );
    if (!member) return null;
    const key = `${member.companyId}/${member.role}`;
    this.members.set(key, member);
    const [summary, alerts] = await Promise.all([
      this.summaries.get(key),
      this.alertsOf(member.companyId),
    ]);
    return { ...summary, ...alerts };
  }

  private alertsOf(companyId: string): Promise<OpenAlerts> {
    const now = this.alertsCache.nowMs();
    const cached = this.alerts.get(companyId);
    if (cached && now - cached.at < this.alertsCache.maxAgeMs) return cached.reading;
    const reading = openAlertsOf(this.services, companyId);
    this.alerts.set(companyId, { at: now, reading });
    // A failed reading is not kept: the next request reads again.
    reading.catch(
      () => this.alerts.get(companyId)?.reading === reading && this.alerts.delete(companyId),
    );
    return reading;
  }

  /**
   * The user's client companies on Keel, for the practice `practiceId`: every company where they
   * are a member as an accountant, CPA or bookkeeper, but the practice itself, by name, each with
   * its health (null when the portfolio will not let them act there, e.g. a company requiring
   * two-factor sign-in they have not turned on).
   */
  async clientsOf(userId: string, practiceId: string): Promise<KeelClient[]> {
    const companies = (await this.services.portfolio.companiesOf(userId))
      .filter((company) => company.id !== practiceId && accountantModeRoles.includes(company.role))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return Promise.all(
      companies.map(async ({ id, name, businessType, role }) => ({
        id,
        name,
        businessType,
        role,
        health: await this.read(userId, id),
      })),
    );
  }
}
