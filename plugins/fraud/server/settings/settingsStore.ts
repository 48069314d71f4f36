import type { ServerPluginContext } from '@keel/core/server';
import type { FraudSettings } from '../../domain/evidence/evidence';
import { readFraudSettings, SETTINGS_ROW } from '../../domain/settings/fraudSettings';

/** The company's fraud settings (the `settings` table of its document) as the server reads and writes them. */
export function settingsStore({ data }: Pick<ServerPluginContext, 'data'>) {
  return {
    async read(companyId: string): Promise<FraudSettings> {
      const store = await data.store(companyId);
      return readFraudSettings(store.getRow('settings', SETTINGS_ROW));
    },
    /** Sets the approval limit (cents), or clears it (null), and waits until it is on disk. */
    async setApprovalLimit(companyId: string, approvalLimit: number | null): Promise<void> {
      const store = await data.store(companyId);
      if (approvalLimit === null) store.delRow('settings', SETTINGS_ROW);
      else store.setRow('settings', SETTINGS_ROW, { approvalLimit });
      await data.commit(companyId);
    },
  };
}
export type SettingsStore = ReturnType<typeof settingsStore>;
