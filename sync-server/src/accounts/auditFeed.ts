import type { AuditSubscription, CompanyAuditEvent } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import type { AuditRecord } from '../storage/records';
import type { AuditLog, Storage } from '../storage/storage';

type Listener = (event: CompanyAuditEvent) => void;

/**
 * Tells subscribers of `core.audit` each new audit record of this process, once per company it is
 * an event of (as `events` reads a company: the records naming it, and its members' sign-ins).
 * Companies are looked up only while someone listens.
 */
export class AuditFeed {
  private readonly listeners = new Map<Listener, AuditSubscription>();

  constructor(private readonly log: LogFn) {}

  /** Adds a listener; returns the function that removes it. */
  subscribe(filter: AuditSubscription, listener: Listener): () => void {
    const own = (event: CompanyAuditEvent) => listener(event);
    this.listeners.set(own, filter);
    return () => void this.listeners.delete(own);
  }

  /** `log`, telling this feed of each record once it is durable. */
  recording(log: AuditLog, storage: Pick<Storage, 'memberships'>): AuditLog {
    return {
      append: async (entry) => {
        const record = await log.append(entry);
        if (this.listeners.size > 0)
          void this.tell(record, storage).catch((error: unknown) =>
            this.log('error', 'Telling audit subscribers failed', { error: String(error) }),
          );
        return record;
      },
      newest: (match, limit) => log.newest(match, limit),
      records: () => log.records(),
      start: () => log.start(),
    };
  }

  /** Drops every listener (the server is closing). */
  close(): void {
    this.listeners.clear();
  }

  private async tell(record: AuditRecord, storage: Pick<Storage, 'memberships'>): Promise<void> {
    const companies = new Set<string>();
    if (record.companyId) companies.add(record.companyId);
    if (record.kind === 'sign-in' && record.userId)
      for (const m of await storage.memberships.find('userId', record.userId))
        companies.add(m.companyId);
    const { at, kind, userId, email, outcome, ip, userAgent } = record;
    for (const companyId of companies) {
      const event: CompanyAuditEvent = {
        at,
        kind,
        userId,
        email,
        outcome,
        ip,
        userAgent,
        companyId,
      };
      for (const [listener, filter] of [...this.listeners]) {
        if (filter.companyId !== undefined && filter.companyId !== companyId) continue;
        if (filter.kinds && !filter.kinds.includes(kind)) continue;
        try {
          listener(event);
        } catch (error) {
          this.log('error', 'An audit subscriber failed', { companyId, error: String(error) });
        }
      }
    }
  }
}
