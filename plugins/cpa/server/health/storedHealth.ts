import { z } from 'zod';
import { recordIdSchema, roleSchema, type Role } from '@keel/core/domain';
import type { LogFn, PluginRecordsService } from '@keel/core/server';
import { clientHealthSchema, type ClientHealth } from '../../domain/health/clientHealth';

/** One client summary kept: which company, read as which role, for which member last. */
const keptKeySchema = z.object({ companyId: recordIdSchema, role: roleSchema, userId: z.string() });
export type KeptKey = z.output<typeof keptKeySchema>;

const indexSchema = z.object({ keys: z.array(keptKeySchema) });

/** A client's health as kept for the next start: the summary with its latest alerts. */
export const storedHealthSchema = z.object({ userId: z.string(), health: clientHealthSchema });
export type StoredHealth = z.output<typeof storedHealthSchema>;

type Alerts = Pick<ClientHealth, 'openFraudAlerts' | 'openComplianceAlerts'>;
const alertsOf = ({ openFraudAlerts, openComplianceAlerts }: ClientHealth): Alerts => ({
  openFraudAlerts,
  openComplianceAlerts,
});

const INDEX = { collection: 'health-index', id: 'clients' } as const;
/** One collection per role, each record named by the client company's id. */
const collectionOf = (role: Role) => `health-${role}`;
const keyOf = (companyId: string, role: Role) => `${companyId}/${role}`;

/**
 * The client summaries kept in the plugin's records (`ctx.records`, outside every company
 * document, so no member of a company ever syncs them), one record per client company and role,
 * and an index of them to read back at start. Writes are made one at a time in the background;
 * a failed write is logged and the summary in memory stays right.
 */
export class HealthRecords {
  private readonly kept = new Map<string, StoredHealth & { key: KeptKey }>();
  /** Each company's latest alerts reading, for a summary kept after it. */
  private readonly latestAlerts = new Map<string, Alerts>();
  private index: Promise<Map<string, KeptKey>> | null = null;
  private writes: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly records: PluginRecordsService,
    private readonly log: LogFn,
  ) {}

  /** Every summary kept, with its key (those whose record is missing or unreadable left out). */
  async restore(): Promise<(StoredHealth & { key: KeptKey })[]> {
    const index = await this.loadIndex();
    const found = await Promise.all(
      [...index.values()].map(async (key) => {
        const parsed = storedHealthSchema.safeParse(
          await this.records.get(collectionOf(key.role), key.companyId),
        );
        return parsed.success ? { ...parsed.data, key } : null;
      }),
    );
    const restored = found.filter((entry) => entry !== null);
    for (const entry of restored) this.kept.set(keyOf(entry.key.companyId, entry.key.role), entry);
    return restored;
  }

  /** Keeps a client's summary read as `key.role` for `key.userId` (its alerts as last kept). */
  keep(key: KeptKey, health: ClientHealth): void {
    const previous = this.kept.get(keyOf(key.companyId, key.role))?.health;
    const alerts = this.latestAlerts.get(key.companyId) ?? (previous && alertsOf(previous));
    this.write(key, { ...health, ...alerts, refreshing: false });
  }

  /** Keeps a company's latest alerts in each of its summaries, where they changed. */
  keepAlerts(companyId: string, alerts: Alerts): void {
    this.latestAlerts.set(companyId, alerts);
    for (const entry of this.kept.values()) {
      if (entry.key.companyId !== companyId) continue;
      const { health } = entry;
      if (
        health.openFraudAlerts === alerts.openFraudAlerts &&
        health.openComplianceAlerts === alerts.openComplianceAlerts
      )
        continue;
      this.write(entry.key, { ...health, ...alerts });
    }
  }

  /** Stops keeping a summary (its member may no longer read the company). */
  forget(key: KeptKey): void {
    this.kept.delete(keyOf(key.companyId, key.role));
    this.queue(async () => {
      const index = await this.loadIndex();
      if (index.delete(keyOf(key.companyId, key.role))) await this.saveIndex(index);
    });
  }

  private write(key: KeptKey, health: ClientHealth): void {
    const id = keyOf(key.companyId, key.role);
    const entry = { userId: key.userId, health, key };
    this.kept.set(id, entry);
    this.queue(async () => {
      // The latest of a burst only: a later write of the same summary is queued behind this one.
      if (this.kept.get(id) !== entry) return;
      await this.records.put(collectionOf(key.role), key.companyId, {
        userId: key.userId,
        health,
      } satisfies StoredHealth);
      const index = await this.loadIndex();
      const known = index.get(id);
      if (known?.userId === key.userId) return;
      index.set(id, key);
      await this.saveIndex(index);
    });
  }

  private queue(work: () => Promise<void>): void {
    if (this.closed) return;
    this.writes = this.writes.then(work).catch((error: unknown) => {
      this.log('warn', 'cpa: a client summary could not be kept', { error: String(error) });
    });
  }

  /** Writes nothing more; resolves once the writes queued before are done. */
  close(): Promise<void> {
    this.closed = true;
    return this.writes;
  }

  /** Resolves once every write queued so far is done (or failed and was logged). */
  settled(): Promise<void> {
    return this.writes;
  }

  private loadIndex(): Promise<Map<string, KeptKey>> {
    const loading = (this.index ??= this.records.get(INDEX.collection, INDEX.id).then((value) => {
      const parsed = indexSchema.safeParse(value ?? { keys: [] });
      const keys = parsed.success ? parsed.data.keys : [];
      return new Map(keys.map((key) => [keyOf(key.companyId, key.role), key]));
    }));
    // An index that could not be read is read again next time.
    loading.catch(() => this.index === loading && (this.index = null));
    return loading;
  }

  private async saveIndex(index: Map<string, KeptKey>): Promise<void> {
    await this.records.put(INDEX.collection, INDEX.id, { keys: [...index.values()] });
  }
}
