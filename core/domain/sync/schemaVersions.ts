import type { PluginManifest } from '../plugin/manifest';

type Versioned = Pick<PluginManifest, 'id' | 'schemaVersion'>;

const ENTRY = /^([a-z][a-z0-9-]{1,31}):(0|[1-9]\d{0,8})$/;

/** The `schema` query parameter a client sends on connect: `core:0,dashboard:1` (API.md, "Live sync"). */
export function formatSchemaQuery(manifests: readonly Versioned[]): string {
  return manifests.map((m) => `${m.id}:${m.schemaVersion}`).join(',');
}

/** Plugin schema versions from a `schema` query parameter; `{}` when empty, null when malformed. */
export function parseSchemaQuery(text: string): Record<string, number> | null {
  const versions: Record<string, number> = {};
  if (text === '') return versions;
  for (const part of text.split(',')) {
    const match = ENTRY.exec(part);
    if (
      !match ||
      match[1] === undefined ||
      match[2] === undefined ||
      Object.hasOwn(versions, match[1])
    )
      return null;
    versions[match[1]] = Number(match[2]);
  }
  return versions;
}

/** Ids of the plugins whose stated client schema version is behind the server's; unstated ones count as current. */
export function outdatedPlugins(
  clientVersions: Readonly<Record<string, number>>,
  serverManifests: readonly Versioned[],
): string[] {
  return serverManifests
    .filter(
      (m) => Object.hasOwn(clientVersions, m.id) && (clientVersions[m.id] ?? 0) < m.schemaVersion,
    )
    .map((m) => m.id);
}
