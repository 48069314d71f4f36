import type { z } from 'zod';
import type { Role } from '../roles';
import {
  manifestSchema,
  type PluginManifest,
  type PluginManifestInput,
  type TableWriterKind,
} from './manifest';

/** A table as `definePlugin` takes it (manifest.ts, `tableDeclarationSchema`). */
interface TableInput {
  schema: z.ZodObject;
  scope?: string;
  write?: readonly Role[];
  writtenBy?: TableWriterKind;
}

/**
 * A manifest whose id, tables and pages keep their literal types, so store hooks, REST clients
 * and validators are typed from it (pluginStores and pluginApi of @keel/core/client).
 */
export type TypedManifest<
  T extends Record<string, { schema: z.ZodObject }>,
  P extends string,
  I extends string = string,
> = Omit<PluginManifest, 'id' | 'tables' | 'routes'> & {
  id: I;
  tables: {
    [K in keyof T]: {
      schema: T[K]['schema'];
      scope: string;
      write: Role[];
      writtenBy: TableWriterKind;
    };
  };
  routes: { path: string; page: P; title: string; public?: boolean }[];
};

/**
 * Declares a plugin. The manifest is data: the shell builds the sidebar from it and the server
 * checks schema versions before any plugin code loads. Invalid manifests throw with the field named.
 */
export function definePlugin<
  const T extends Record<string, TableInput>,
  const P extends string,
  const I extends string,
>(
  input: Omit<PluginManifestInput, 'id' | 'tables' | 'routes'> & {
    id: I;
    tables?: T;
    routes?: { path: string; page: P; title: string; public?: boolean }[];
  },
): TypedManifest<{ [K in keyof T]: { schema: T[K]['schema'] } }, P, I> {
  const parsed = manifestSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? first.path.join('.') : 'manifest';
    throw new Error(
      `Plugin ${String(input.id)}: ${where}: ${first?.message ?? 'invalid manifest'}`,
    );
  }
  return parsed.data as TypedManifest<{ [K in keyof T]: { schema: T[K]['schema'] } }, P, I>;
}

/** Table ids of a manifest grouped by access scope. */
export function tablesByScope(manifest: PluginManifest): Map<string, string[]> {
  const byScope = new Map<string, string[]>();
  for (const [tableId, table] of Object.entries(manifest.tables)) {
    byScope.set(table.scope, [...(byScope.get(table.scope) ?? []), tableId]);
  }
  return byScope;
}
