import type { Preview } from '@storybook/react-vite';
import { roles, roleSchema, type Role, type TablesContent } from '@keel/core/domain';

/** What a story sets under `parameters.keel` to change the workspace it renders in. */
export interface KeelParameters {
  /** The signed-in member's role (default 'owner'); a role picked in the toolbar wins over it. */
  role?: Role;
  /** Rows per plugin id; each plugin named here replaces its fixture rows (`{ dashboard: {} }` empties it). */
  seed?: Record<string, TablesContent>;
  /** The path the story's MemoryRouter starts at (default '/'). */
  route?: string;
}

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

/** Checks a story's `parameters.keel` (Storybook types parameters as any) and returns it typed. */
export function readKeelParameters(value: unknown): KeelParameters {
  if (value === undefined) return {};
  if (!isRecord(value))
    throw new Error('parameters.keel must be an object { role?, seed?, route? }');
  const unknownKey = Object.keys(value).find((key) => !['role', 'seed', 'route'].includes(key));
  if (unknownKey)
    throw new Error(`parameters.keel.${unknownKey} is not a Keel parameter (role, seed, route)`);
  const out: KeelParameters = {};
  if (value.role !== undefined) {
    const role = roleSchema.safeParse(value.role);
    if (!role.success) throw new Error(`parameters.keel.role must be one of ${roles.join(', ')}`);
    out.role = role.data;
  }
  if (value.seed !== undefined) {
    if (!isSeed(value.seed))
      throw new Error(
        'parameters.keel.seed must be { pluginId: { tableId: { rowId: { cellId: string | number | boolean } } } }',
      );
    out.seed = value.seed;
  }
  if (value.route !== undefined) {
    if (typeof value.route !== 'string' || !value.route.startsWith('/'))
      throw new Error('parameters.keel.route must be a path starting with /');
    out.route = value.route;
  }
  return out;
}

/** The role picked in the toolbar, or undefined while it shows "story default". */
export function roleFromGlobals(globals: Record<string, unknown>): Role | undefined {
  const role = roleSchema.safeParse(globals[ROLE_GLOBAL]);
  return role.success ? role.data : undefined;
}
