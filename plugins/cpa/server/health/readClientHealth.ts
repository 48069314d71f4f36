import {
  accountantModeRoles,
  localToday,
  type Clock,
  type MemberContext,
  type PortfolioService,
  type Role,
} from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';
import type { ComplianceStatusService } from '@keel/plugin-compliance/domain/public';
import type { FraudThreatsService } from '@keel/plugin-fraud/domain/public';
import type { PayrollFactsService } from '@keel/plugin-payroll/domain/public';
import type { TaxLiabilitiesService } from '@keel/plugin-tax/domain/public';
import { clientHealth, type ClientHealth } from '../../domain/health/clientHealth';
import { previousMonthEnd, trailingYearStart } from '../../domain/dates';
import { withBooksClosed } from '../../domain/close/booksClosed';
import { LiveSummaries } from './liveSummaries';
import type { HealthRecords, KeptKey } from './storedHealth';

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
  clock: Clock,
): Promise<ClientHealth> {
  const { companyId } = member;
  const now = clock.now();
  const today = localToday(now);
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
    summarizedAt: now.toISOString(),
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
 * How many kept clients are read again at once after a start. Loading a client's books holds the
 * event loop; one at a time leaves room for the requests answered from the kept summaries
 * meanwhile (with four, the bench's first open after a start took 2.6 s on a loaded machine).
 */
const RESTORE_READERS = 1;

/** Where the reader keeps its summaries for the next start, and where it logs what fails. */
export interface HealthKeeping {
  records: HealthRecords;
  log: LogFn;
}

/** A client's alerts reading: when it started (Infinity: kept from before the start, until read). */
interface AlertsEntry {
  at: number;
  reading: Promise<OpenAlerts>;
}

/**
 * The health of client companies, kept up to date: read once per client and role (what a role may
 * read differs: a bookkeeper sees no owners' estimated tax), then again only when the client's
 * books or payroll change or the day turns. Each `read` checks the asker through the portfolio
 * first, so a summary is only ever given to someone who may read the company. With `keeping`, each
 * summary read is also kept in the plugin's records, and `restore` (at start) answers the kept ones
 * at once, marked refreshing, while it reads every client's books again one by one.
 */
export class ClientHealthReader {
  /** The latest member who asked for each key, as whom its re-reads are made. */
  private readonly members = new Map<string, MemberContext>();
  /** Who hears of each summary read anew (onSummaryChange). */
  private readonly listeners = new Set<(clientCompanyId: string) => void>();
  private readonly summaries: LiveSummaries<ClientHealth>;
  /** Each client's latest alerts reading, and when it started. */
  private readonly alerts = new Map<string, AlertsEntry>();
  /** The clients whose fraud and compliance alerts are watched, and how each watch stops. */
  private readonly alertWatches = new Map<string, () => void>();
  /** The kept summaries, restored before any request reads one. */
  private restored: Promise<void> = Promise.resolve();
  /** The reading again of the kept clients after a start. */
  private restoring: Promise<void> = Promise.resolve();
  /** The clients read ahead for new members (`prepare`), one after another, after the restore. */
  private preparing: Promise<void> = Promise.resolve();
  private closed = false;

  /**
   * A client's fraud and compliance alerts are read when asked, reused for `alertsCache.maxAgeMs`
   * (default: not at all), and read again at once when Fraud Detection or Compliance Monitor says
   * they changed.
   */
  constructor(
    private readonly services: HealthServices,
    private readonly clock: Clock,
    private readonly alertsCache: AlertsCache = { maxAgeMs: 0, nowMs: () => 0 },
    private readonly keeping?: HealthKeeping,
  ) {
    const memberOf = (key: string) => {
      const member = this.members.get(key);
      if (!member) throw new Error(`No member asked for ${key}`);
      return member;
    };
    const today = () => localToday(clock.now());
    this.summaries = new LiveSummaries<ClientHealth>({
      read: async (key, previous) =>
        withBooksClosed(previous, await healthOf(services, memberOf(key), clock)),
      watch(key, onChange) {
        const companyId = companyOfKey(key);
        const stops = [
          services.ledger.subscribe(companyId, onChange),
          services.payroll.subscribe(companyId, onChange),
        ];
        return () => stops.forEach((stop) => stop());
      },
      isCurrent: (health) => health.asOf === today(),
      keep: (key, health) => {
        const member = memberOf(key);
        keeping?.records.keep(
          { companyId: member.companyId, role: member.role, userId: member.userId },
          health,
        );
        for (const listener of this.listeners) listener(member.companyId);
      },
    });
  }

  /**
   * Answers the summaries kept before this start at once (marked refreshing), then reads each
   * client's books and alerts again, one client at a time, as the member who last asked (a
   * summary whose member may no longer read the company is forgotten). Resolves when every
   * client was read again; requests wait only for the kept summaries to be loaded.
   */
  restore(): Promise<void> {
    this.restoring = this.restoreKept();
    return this.restoring;
  }

  /**
   * Calls `listener` with a client company's id each time one of its summaries is read anew (its
   * books or payroll changed, or a kept one was read again) or its open fraud and compliance alerts
   * are read again after those plugins said they changed, whoever may read it: the listener checks
   * its own user's access. Returns the function that stops it.
   */
  onSummaryChange(listener: (clientCompanyId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads a client's summary for `userId` in the background and keeps it, as a Client Portfolio
   * would, when they are a member there with an accountant, CPA or bookkeeper role (nothing is read
   * otherwise): for a member who just joined, so that their first portfolio finds it kept. One
   * client at a time, after the kept clients are read again, as they are after a start.
   */
  prepare(userId: string, clientCompanyId: string): void {
    if (this.closed) return;
    this.preparing = this.preparing
      .then(() => this.restoring)
      .then(async () => {
        if (!this.closed) await this.read(userId, clientCompanyId);
      })
      .catch((error: unknown) =>
        this.keeping?.log('warn', 'cpa: a new client summary could not be read', {
          companyId: clientCompanyId,
          error: String(error),
        }),
      );
  }

  /** Stops reading kept clients again and watching the books, and waits for the kept writes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.restoring;
    await this.preparing;
    this.summaries.close();
    for (const stop of this.alertWatches.values()) stop();
    this.alertWatches.clear();
    await this.keeping?.records.close();
  }

  private async restoreKept(): Promise<void> {
    const keeping = this.keeping;
    if (!keeping) return;
    const loading = keeping.records.restore();
    this.restored = loading.then(
      (kept) => {
        for (const { key, health } of kept) {
          this.summaries.restore(`${key.companyId}/${key.role}`, health);
          if (!this.alerts.has(key.companyId))
            this.alerts.set(key.companyId, {
              at: Infinity,
              reading: Promise.resolve({
                openFraudAlerts: health.openFraudAlerts,
                openComplianceAlerts: health.openComplianceAlerts,
              }),
            });
        }
      },
      (error: unknown) =>
        keeping.log('warn', 'cpa: kept client summaries unreadable', { error: String(error) }),
    );
    await this.restored;
    const queue = (await loading.catch(() => [])).map(({ key }) => key);
    const worker = async () => {
      for (let key = queue.shift(); key && !this.closed; key = queue.shift()) {
        try {
          await this.refreshKept(key);
        } catch (error) {
          keeping.log('warn', 'cpa: a kept client summary could not be read again', {
            companyId: key.companyId,
            error: String(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: RESTORE_READERS }, worker));
  }

  private async refreshKept(key: KeptKey): Promise<void> {
    const id = `${key.companyId}/${key.role}`;
    const member = await this.services.portfolio.asMember(
      key.userId,
      key.companyId,
      accountantModeRoles,
    );
    if (!member || member.role !== key.role) {
      this.summaries.forget(id);
      if (this.alerts.get(key.companyId)?.at === Infinity) this.alerts.delete(key.companyId);
      this.keeping?.records.forget(key);
      return;
    }
    if (!this.members.has(id)) this.members.set(id, member);
    this.watchAlerts(key.companyId);
    const pinned = this.alerts.get(key.companyId)?.at === Infinity;
    await Promise.all([
      this.summaries.refresh(id),
      pinned ? this.readAlerts(key.companyId, this.alertsCache.nowMs()) : undefined,
    ]);
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
    await this.restored;
    const key = `${member.companyId}/${member.role}`;
    this.members.set(key, member);
    this.watchAlerts(member.companyId);
    const [reading, alerts] = await Promise.all([
      this.summaries.get(key),
      this.alertsOf(member.companyId),
    ]);
    return {
      ...reading.summary,
      ...alerts.alerts,
      refreshing: reading.refreshing || alerts.kept,
    };
  }

  /**
   * Follows a kept client's alerts in Fraud Detection and Compliance Monitor (those installed):
   * each change reads them again and tells onSummaryChange's listeners once read.
   */
  private watchAlerts(companyId: string): void {
    if (this.closed || this.alertWatches.has(companyId)) return;
    const changed = () => {
      if (this.closed) return;
      this.readAlerts(companyId, this.alertsCache.nowMs()).then(
        () => {
          for (const listener of this.listeners) listener(companyId);
        },
        (error: unknown) =>
          this.keeping?.log('warn', 'cpa: a client’s alerts could not be read again', {
            companyId,
            error: String(error),
          }),
      );
    };
    const stops = [
      this.services.fraud?.subscribe(companyId, changed),
      this.services.compliance?.subscribe(companyId, changed),
    ];
    this.alertWatches.set(companyId, () => stops.forEach((stop) => stop?.()));
  }

  private async alertsOf(companyId: string): Promise<{ alerts: OpenAlerts; kept: boolean }> {
    const now = this.alertsCache.nowMs();
    const cached = this.alerts.get(companyId);
    if (cached && now - cached.at < this.alertsCache.maxAgeMs)
      return { alerts: await cached.reading, kept: cached.at === Infinity };
    return { alerts: await this.readAlerts(companyId, now), kept: false };
  }

  private readAlerts(companyId: string, now: number): Promise<OpenAlerts> {
    const reading = openAlertsOf(this.services, companyId);
    this.alerts.set(companyId, { at: now, reading });
    reading.then(
      (alerts) => this.keeping?.records.keepAlerts(companyId, alerts),
      // A failed reading is not kept: the next request reads again.
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

/** The client company of a summary's key (`companyId/role`). */
function companyOfKey(key: string): string {
  return key.slice(0, key.lastIndexOf('/'));
}
