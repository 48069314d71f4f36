import type { Role } from '@keel/core/domain';
import type { PluginDataService } from '@keel/core/server';
import { SETTINGS_ROW } from '../../domain/schema';

/** Who may turn the company's model on or off. */
export const SETTING_ROLES: readonly Role[] = ['owner', 'admin'];

/** Whether the company lets a configured model answer (on unless an owner or admin turned it off). */
export async function modelEnabled(data: PluginDataService, companyId: string): Promise<boolean> {
  const store = await data.store(companyId);
  return store.getCell('settings', SETTINGS_ROW, 'modelEnabled') !== false;
}

/** Turns the company's model on or off; on disk when it returns. */
export async function setModelEnabled(
  data: PluginDataService,
  companyId: string,
  enabled: boolean,
): Promise<void> {
  const store = await data.store(companyId);
  store.setRow('settings', SETTINGS_ROW, { modelEnabled: enabled });
  await data.commit(companyId);
}
