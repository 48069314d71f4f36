import type { PluginManifest, TablesContent } from './manifest';

/**
 * The tables moved from schema version `fromVersion` to the manifest's `schemaVersion` by its named
 * migrations, in order. Pure: the input is never changed, even by a step that mutates its argument.
 */
export function migrateTables(
  content: TablesContent,
  manifest: Pick<PluginManifest, 'id' | 'schemaVersion' | 'migrations'>,
  fromVersion: number,
): TablesContent {
  if (!Number.isInteger(fromVersion) || fromVersion < 0 || fromVersion > manifest.schemaVersion) {
    throw new Error(
      `${manifest.id}: cannot migrate from schema version ${fromVersion} to ${manifest.schemaVersion}`,
    );
  }
  const steps = manifest.migrations
    .filter((m) => m.version > fromVersion && m.version <= manifest.schemaVersion)
    .sort((a, b) => a.version - b.version);
  let tables = structuredClone(content);
  for (const step of steps) {
    try {
      tables = step.up(structuredClone(tables));
    } catch (error) {
      throw new Error(`${manifest.id}: migration ${step.version} (${step.name}) failed`, {
        cause: error,
      });
    }
  }
  return tables;
}
