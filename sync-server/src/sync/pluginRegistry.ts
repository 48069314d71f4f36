import {
  COMPANY_SCOPE,
  companyScopeAccess,
  coreManifest,
  maySyncWrite,
  yMapNameFor,
  type PluginManifest,
  type Role,
  type ScopeAccess,
} from '@keel/core/domain';

/** The manifests the server runs with (the core's own first) and what they declare. */
export interface PluginRegistry {
  manifests: readonly PluginManifest[];
  /** Who may read and write a scope; null when no manifest declares it. */
  scopeAccess(scope: string): ScopeAccess | null;
  /** Table ids of one plugin in one scope. */
  tableIds(manifest: PluginManifest, scope: string): string[];
  /**
   * The document maps (`{pluginId}/{tableId}`) of a scope that a role may change through sync;
   * a change to any other top-level type is reverted.
   */
  syncWritableMaps(scope: string, role: Role): ReadonlySet<string>;
}

/** Builds the registry from the loaded plugins' manifests. */
export function createPluginRegistry(pluginManifests: readonly PluginManifest[]): PluginRegistry {
  const manifests = [coreManifest as PluginManifest, ...pluginManifests];
  const scopes = new Map<string, ScopeAccess>([[COMPANY_SCOPE, companyScopeAccess]]);
  for (const manifest of manifests) {
    for (const [scope, access] of Object.entries(manifest.scopes))
      if (!scopes.has(scope)) scopes.set(scope, access);
  }
  return {
    manifests,
    scopeAccess: (scope) => scopes.get(scope) ?? null,
    syncWritableMaps: (scope, role) =>
      new Set(
        manifests.flatMap((manifest) =>
          Object.entries(manifest.tables)
            .filter(([, table]) => table.scope === scope && maySyncWrite(table, role))
            .map(([tableId]) => yMapNameFor(manifest.id, tableId)),
        ),
      ),
    tableIds: (manifest, scope) =>
      Object.entries(manifest.tables)
        .filter(([, table]) => table.scope === scope)
        .map(([tableId]) => tableId),
  };
}
