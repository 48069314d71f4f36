import type { Preview } from '@storybook/react-vite';
import { roles, roleSchema, type Role, type TablesContent } from '@keel/core/domain';
import type { KeelParameters } from '@keel/core/testing';

/** The toolbar global that switches the signed-in role of every story. */
export const ROLE_GLOBAL = 'keelRole';

/** The toolbar menu for ROLE_GLOBAL: "story default" plus one entry per role. */
export const roleGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'Signed-in role of the Keel workspace',
  toolbar: {
    title: 'Role',
    icon: 'user',
    dynamicTitle: true,
    items: [
      { value: '', title: 'Role: story default' },
      ...roles.map((role) => ({ value: role, title: role })),
    ],
  },
};

const KEYS = ['role', 'seed', 'route', 'api', 'user', 'otherCompanies', 'sync', 'plugins', 'now'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCell = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

// pluginId -> tableId -> rowId -> cellId -> cell; checked cell by cell so a typo fails loudly.
function isSeed(value: unknown): value is Record<string, TablesContent> {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (tables) =>
        isRecord(tables) &&
        Object.values(tables).every(
          (rows) =>
            isRecord(rows) &&
            Object.values(rows).every((row) => isRecord(row) && Object.values(row).every(isCell)),
        ),
    )
  );
}

// Storybook types parameters as any; each check names the key a story got wrong.
const checks: Record<string, [(value: unknown) => boolean, string]> = {
  role: [(v) => roleSchema.safeParse(v).success, `one of ${roles.join(', ')}`],
  seed: [isSeed, '{ pluginId: { tableId: { rowId: { cellId: string | number | boolean } } } }'],
  route: [(v) => typeof v === 'string' && v.startsWith('/'), 'a path starting with /'],
  api: [isRecord, "{ 'METHOD /path': body | [status, body] | handler }"],
  user: [(v) => v === null || isRecord(v), 'null (signed out) or changes to the fixture user'],
  otherCompanies: [Array.isArray, 'an array of company summaries'],
  sync: [(v) => v === 'none' || v === 'loading' || isRecord(v), "'none', 'loading' or a state"],
  plugins: [Array.isArray, 'an array of discovered plugins'],
  now: [
    (v) => typeof v === 'string' && !Number.isNaN(new Date(v).getTime()),
    "a date and time new Date() reads, e.g. '2027-01-04T09:00:00'",
  ],
};

/** Checks a story's `parameters.keel` and returns it typed (see KeelParameters). */
export function readKeelParameters(value: unknown): KeelParameters {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new Error(`parameters.keel must be an object { ${KEYS.join(', ')} }`);
  for (const [key, cell] of Object.entries(value)) {
    const check = checks[key];
    if (!check)
      throw new Error(`parameters.keel.${key} is not a Keel parameter (${KEYS.join(', ')})`);
    if (cell !== undefined && !check[0](cell))
      throw new Error(`parameters.keel.${key} must be ${check[1]}`);
  }
  return value as KeelParameters;
}

/** The role picked in the toolbar, or undefined while it shows "story default". */
export function roleFromGlobals(globals: Record<string, unknown>): Role | undefined {
  const role = roleSchema.safeParse(globals[ROLE_GLOBAL]);
  return role.success ? role.data : undefined;
}
