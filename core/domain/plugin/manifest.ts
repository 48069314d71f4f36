import { z } from 'zod';
import { roleSchema } from '../roles';
import { COMPANY_SCOPE, companyScopeAccess, scopeIdSchema, type ScopeAccess } from '../scopes';
import { iconNames } from './icons';
import { serviceIdSchema } from '../services/serviceRef';

/** The four sidebar groups, in order (spec 000, section 2.3). */
export const navGroups = ['Dashboard', 'Services', 'Analytics', 'Help & Training'] as const;
export type NavGroup = (typeof navGroups)[number];

export const pluginIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'Plugin ids are kebab-case: lower-case letters, digits, dashes');

/** A top-level REST path a plugin claims: one segment under /api, e.g. 'metrics'. */
export const apiPathSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,31}$/,
    'An API path is one lower-case segment: letters, digits, dashes',
  );

export const navItemSchema = z.object({
  group: z.enum(navGroups),
  label: z.string().min(1),
  path: z.string().startsWith('/'),
  icon: z.enum(iconNames),
  badge: z.string().min(1).optional(),
  order: z.number().int().default(100),
});

export const routeSchema = z.object({
  path: z.string().startsWith('/'),
  page: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'Page names are PascalCase'),
  title: z.string().min(1),
  /**
   * Shown to anyone, signed in or not, in the public frame instead of the shell (a certificate's
   * verification page). Such a page may call only its plugin's `publicRouter` routes.
   */
  public: z.boolean().optional(),
});

export const scopeDeclarationSchema = z.object({
  read: z.array(roleSchema).min(1),
  write: z.array(roleSchema),
});

/** Who writes a table's rows: members through sync and REST, or the server alone. */
export const tableWriterKinds = ['members', 'server'] as const;
export type TableWriterKind = (typeof tableWriterKinds)[number];

export const tableDeclarationSchema = z.object({
  schema: z.custom<z.ZodObject>((v) => v instanceof z.ZodObject, 'A table needs a zod object'),
  scope: z.union([z.literal('company'), scopeIdSchema]).default('company'),
  /**
   * The roles that may change the table's rows, however they write (docs/plugins.md): the REST
   * routes that write it check this list and the sync server enforces it. Default: the scope's
   * write roles; never a role the scope does not let write.
   */
  write: z.array(roleSchema).optional(),
  /**
   * 'server': only the server writes the table (derived data, or data that must go through a
   * REST route's checks); every client's sync change to it is reverted.
   */
  writtenBy: z.enum(tableWriterKinds).default('members'),
});

export const migrationSchema = z.object({
  version: z.number().int().positive(),
  name: z.string().min(1),
  up: z.custom<MigrationStep>((v) => typeof v === 'function', 'A migration needs an up function'),
});

/** The manifest as the core validates it at discovery. */
export const manifestSchema = z
  .object({
    id: pluginIdSchema,
    title: z.string().min(1),
    icon: z.enum(iconNames),
    version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version is semver: 1.2.3'),
    coreRange: z.string().regex(/^\^\d+\.\d+$/, 'coreRange is a caret range: ^0.1'),
    schemaVersion: z.number().int().nonnegative(),
    migrations: z.array(migrationSchema).default([]),
    nav: z.array(navItemSchema).default([]),
    routes: z.array(routeSchema).default([]),
    tables: z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/), tableDeclarationSchema).default({}),
    scopes: z.record(scopeIdSchema, scopeDeclarationSchema).default({}),
    /** Services this plugin provides: ids in its own namespace, '<id>.<name>'. */
    provides: z.array(serviceIdSchema).default([]),
    /** Services this plugin cannot run without; it is refused at start when one is missing. */
    uses: z.array(serviceIdSchema).default([]),
    /** Services this plugin uses when they are installed, and does without otherwise. */
    optionalUses: z.array(serviceIdSchema).default([]),
    /**
     * The page the user menu's Help & Support opens: one of this plugin's routes. The shell offers
     * the entry only when an installed plugin gives one (the first, in discovery order).
     */
    help: z.string().startsWith('/').optional(),
    /**
     * Top-level REST paths of the specification this plugin serves besides /api/{id} ('metrics'
     * for /api/metrics and below), on its `claimedRouter`. A path another plugin's id or claim,
     * or the core, already holds is refused at start.
     */
    apiPaths: z.array(apiPathSchema).default([]),
  })
  .superRefine((m, ctx) => {
    const versions = m.migrations.map((mig) => mig.version);
    versions.forEach((v, i) => {
      if (v !== i + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['migrations', i],
          message: 'Migrations are numbered 1, 2, 3 ... in order',
        });
    });
    if ((versions.at(-1) ?? 0) !== m.schemaVersion)
      ctx.addIssue({
        code: 'custom',
        path: ['schemaVersion'],
        message: 'schemaVersion must equal the last migration',
      });
    m.apiPaths.forEach((path, i) => {
      if (path === m.id || m.apiPaths.indexOf(path) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['apiPaths', i],
          message: `${path} is already this plugin's path`,
        });
    });
    m.provides.forEach((serviceId, i) => {
      if (!serviceId.startsWith(`${m.id}.`))
        ctx.addIssue({
          code: 'custom',
          path: ['provides', i],
          message: `A plugin provides services in its own namespace: ${m.id}.<name>`,
        });
    });
    if (m.help !== undefined && !m.routes.some((r) => r.path === m.help))
      ctx.addIssue({
        code: 'custom',
        path: ['help'],
        message: "help must be one of the plugin's routes",
      });
    for (const [tableId, table] of Object.entries(m.tables)) {
      const access = scopeAccessIn(m, table.scope);
      if (!access) {
        ctx.addIssue({
          code: 'custom',
          path: ['tables', tableId, 'scope'],
          message: `Unknown scope ${table.scope}`,
        });
        continue;
      }
      const outside = (table.write ?? []).filter((role) => !access.write.includes(role));
      if (outside.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['tables', tableId, 'write'],
          message: `${outside.join(', ')} may not write the ${table.scope} scope`,
        });
    }
  })
  .transform((m) => ({
    ...m,
    tables: Object.fromEntries(
      Object.entries(m.tables).map(([tableId, table]) => [
        tableId,
        { ...table, write: table.write ?? [...(scopeAccessIn(m, table.scope)?.write ?? [])] },
      ]),
    ),
  }));

/** Who may read and write a scope, as a manifest sees it: the company's, or one it declares. */
function scopeAccessIn(
  manifest: { scopes: Record<string, ScopeAccess> },
  scope: string,
): ScopeAccess | undefined {
  return scope === COMPANY_SCOPE ? companyScopeAccess : manifest.scopes[scope];
}

/** Rows of a plugin's tables as plain data: tableId -> rowId -> cellId -> value. */
export type TablesContent = Record<
  string,
  Record<string, Record<string, string | number | boolean>>
>;

/** One named migration step: returns the tables in the new shape. */
export type MigrationStep = (tables: TablesContent) => TablesContent;

export type PluginManifestInput = z.input<typeof manifestSchema>;
export type PluginManifest = z.output<typeof manifestSchema>;
export type NavItem = z.output<typeof navItemSchema>;
/** A table as a validated manifest declares it (its `write` roles filled in). */
export type TableDeclaration = PluginManifest['tables'][string];
export type PluginRoute = z.output<typeof routeSchema>;
