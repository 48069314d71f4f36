import type { ServerPluginContext } from '@keel/core/server';

/** The ids of the opportunities someone chose to implement. */
export async function implementedIds(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<Set<string>> {
  const store = await data.store(companyId);
  return new Set(store.getRowIds('decisions'));
}
