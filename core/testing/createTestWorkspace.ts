import {
  COMPANY_PROFILE_ROW,
  coreManifest,
  fixedClock,
  roleLabel,
  userSchema,
  type PluginManifest,
  type Clock,
  type Role,
  type TablesContent,
  type User,
} from '@keel/core/domain';
import {
  createMemoryCompanySync,
  type MemoryCompanySync,
  type MemoryCompanySyncOptions,
} from './createMemoryCompanySync';
import { SAMPLE_NOW } from './fixtures';

/** What a test workspace is made from. */
export interface TestWorkspaceOptions {
  plugins: readonly PluginManifest[];
  /** The signed-in member's role in the company. */
  as: Role;
  seed?: Record<string, TablesContent>;
  user?: Partial<User>;
  companyId?: string;
  /** The company document's reported state and readiness (default: synced and ready). */
  sync?: Pick<MemoryCompanySyncOptions, 'state' | 'ready'>;
  /** What time it is for the member (default a clock fixed at SAMPLE_NOW). */
  clock?: Clock;
}

/** A signed-in member's view of a company: a memory sync with real stores, the user and the role. */
export interface TestWorkspace {
  sync: MemoryCompanySync;
  user: User;
  role: Role;
  /** The member's clock; ClockProvider hands it to the screens (renderInWorkspace does). */
  clock: Clock;
}

/** An in-memory workspace for tests and stories (ARCHITECTURE.md: one harness for both). */
export function createTestWorkspace(options: TestWorkspaceOptions): TestWorkspace {
  const companyId = options.companyId ?? options.user?.companyId ?? 'test-company';
  const plugins = options.plugins.some((p) => p.id === coreManifest.id)
    ? options.plugins
    : [coreManifest, ...options.plugins];
  const seed: Record<string, TablesContent> = {
    [coreManifest.id]: {
      company: { [COMPANY_PROFILE_ROW]: { name: 'Test Company', businessType: 'llc' } },
    },
    ...options.seed,
  };
  const label = roleLabel(options.as);
  const user = userSchema.parse({
    id: `user-${options.as}`,
    name: `Test ${label}`,
    firstName: 'Test',
    lastName: label,
    email: `${options.as}@example.com`,
    phone: '',
    avatar: '',
    totpEnabled: false,
    ...options.user,
    role: options.as,
    companyId,
  });
  const sync = createMemoryCompanySync({ ...options.sync, companyId, plugins, seed });
  return { sync, user, role: options.as, clock: options.clock ?? fixedClock(SAMPLE_NOW) };
}
