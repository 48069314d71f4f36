import type { Role } from '../roles';
import type { PluginManifest, TableDeclaration } from './manifest';

/**
 * The roles that may make a change to all of these tables of a plugin: those every table's
 * `write` lists. A REST route checks the tables it writes with this, so its rule is the one the
 * manifest declares for sync too.
 */
export function tableWriters(manifest: PluginManifest, tableIds: readonly string[]): Role[] {
  const lists = tableIds.map((tableId) => {
    const table = manifest.tables[tableId];
    if (!table) throw new Error(`Plugin ${manifest.id} has no table ${tableId}`);
    return table.write;
  });
  const [first = [], ...rest] = lists;
  return first.filter((role) => rest.every((list) => list.includes(role)));
}

/** Whether a member with `role` may change the table through sync. */
export function maySyncWrite(table: TableDeclaration, role: Role): boolean {
  return table.writtenBy === 'members' && table.write.includes(role);
}
