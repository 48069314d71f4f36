import type { ServerPluginContext } from '@keel/core/server';
import { readThreats, threatToRow, type Threat } from '../../domain/threats/threatSchema';

/** The company's threats as the server reads and writes them: the threats table of its store. */
export function threatStore({ data }: Pick<ServerPluginContext, 'data'>) {
  return {
    async read(companyId: string): Promise<Threat[]> {
      const store = await data.store(companyId);
      return readThreats(store.getTable('threats'));
    },
    /**
     * Writes the threats and waits until they are on disk. With `readBefore` (what a scan read),
     * a threat whose status changed since (a person reviewed it meanwhile) is left as it is now.
     */
    async write(
      companyId: string,
      threats: readonly Threat[],
      readBefore?: readonly Threat[],
    ): Promise<void> {
      if (threats.length === 0) return;
      const before = new Map(readBefore?.map((t) => [t.id, t.status]));
      const store = await data.store(companyId);
      store.transaction(() => {
        for (const threat of threats) {
          const now = store.getCell('threats', threat.id, 'status');
          if (readBefore && now !== undefined && now !== before.get(threat.id)) continue;
          store.setRow('threats', threat.id, threatToRow(threat));
        }
      });
      await data.commit(companyId);
    },
  };
}
export type ThreatStore = ReturnType<typeof threatStore>;
