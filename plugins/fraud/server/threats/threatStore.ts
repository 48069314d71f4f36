import type { Role } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  PAYROLL_THREATS_SCOPE,
  payrollThreatsScopeAccess,
  type ThreatTable,
} from '../../domain/schema';
import {
  newestThreatFirst,
  readThreats,
  threatToRow,
  type Threat,
} from '../../domain/threats/threatSchema';
import { threatSubscriptions } from './threatSubscriptions';

/** The document scope each threats table lives in. */
const scopeOf: Record<ThreatTable, string | undefined> = {
  threats: undefined,
  payrollThreats: PAYROLL_THREATS_SCOPE,
};

/** Whether a role may see the threats found in payroll: the roles with payroll access. */
export const mayReadPayrollThreats = (role: Role): boolean =>
  payrollThreatsScopeAccess.read.includes(role);

/**
 * One table of a company's threats as the server reads and writes it: `threats` (the company
 * document) or `payrollThreats` (the payroll threats' scope).
 */
export function threatStore(
  { data, log }: Pick<ServerPluginContext, 'data' | 'log'>,
  table: ThreatTable = 'threats',
) {
  const storeOf = (companyId: string) => data.store(companyId, scopeOf[table]);
  return {
    table,
    async read(companyId: string): Promise<Threat[]> {
      return readThreats((await storeOf(companyId)).getTable(table));
    },
    /**
     * Writes the threats and waits until they are on disk, then tells `fraud.threats`' subscribers.
     * With `readBefore` (what a scan read), a threat whose status changed since (a person reviewed
     * it meanwhile) is left as it is now.
     */
    async write(
      companyId: string,
      threats: readonly Threat[],
      readBefore?: readonly Threat[],
    ): Promise<void> {
      if (threats.length === 0) return;
      const before = new Map(readBefore?.map((t) => [t.id, t.status]));
      const store = await storeOf(companyId);
      store.transaction(() => {
        for (const threat of threats) {
          const now = store.getCell(table, threat.id, 'status');
          if (readBefore && now !== undefined && now !== before.get(threat.id)) continue;
          store.setRow(table, threat.id, threatToRow(threat));
        }
      });
      await data.commit(companyId);
      threatSubscriptions.tell(companyId, undefined, (error) =>
        log('error', 'fraud: a threats subscriber failed', { companyId, error: String(error) }),
      );
    },
  };
}
export type ThreatStore = ReturnType<typeof threatStore>;

/** Both tables of threats: the company's, and the payroll threats only payroll's roles read. */
export function threatStores(ctx: Pick<ServerPluginContext, 'data' | 'log'>) {
  const company = threatStore(ctx, 'threats');
  const payroll = threatStore(ctx, 'payrollThreats');
  /** The tables a role may read: the payroll threats only with payroll access. */
  const readableBy = (role: Role | undefined): ThreatStore[] =>
    role !== undefined && mayReadPayrollThreats(role) ? [company, payroll] : [company];
  return {
    company,
    payroll,
    /** A threat the role may read, and the table it is kept in; null when there is none. */
    async find(
      companyId: string,
      role: Role,
      threatId: string,
    ): Promise<{ table: ThreatStore; threat: Threat } | null> {
      for (const table of readableBy(role)) {
        const threat = (await table.read(companyId)).find((t) => t.id === threatId);
        if (threat) return { table, threat };
      }
      return null;
    },
    /** The threats a role may read, newest first. */
    async read(companyId: string, role: Role | undefined): Promise<Threat[]> {
      const read = await Promise.all(readableBy(role).map((t) => t.read(companyId)));
      return read.flat().sort(newestThreatFirst);
    },
  };
}
export type ThreatStores = ReturnType<typeof threatStores>;
