import type { TablesSchema } from 'tinybase';
import { createZodSchematizer } from 'tinybase/schematizers/schematizer-zod';
import type { PluginManifest } from './manifest';

/** The TinyBase tables schema of a plugin, derived from its zod table schemas (optionally one scope). */
export function tinybaseSchemaFor(manifest: PluginManifest, scope?: string): TablesSchema {
  const schemas: Record<string, unknown> = {};
  for (const [tableId, table] of Object.entries(manifest.tables)) {
    if (scope === undefined || table.scope === scope) schemas[tableId] = table.schema;
  }
  return createZodSchematizer().toTablesSchema(schemas);
}
