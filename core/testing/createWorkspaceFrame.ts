import {
  COMPANY_PROFILE_ROW,
  companySummarySchema,
  coreManifest,
  fixedClock,
  type Clock,
  type CompanySummary,
  type PluginManifest,
  type Role,
  type TablesContent,
  type User,
} from '@keel/core/domain';
import type { DiscoveredPlugin } from '../client/plugins';
import type { MemoryCompanySync, MemoryCompanySyncOptions } from './createMemoryCompanySync';
import { createTestWorkspace } from './createTestWorkspace';
import { fakeFetch, type FakeFetch } from './fakeFetch';
import { SAMPLE_COMPANY_ID, SAMPLE_NOW, sampleCompany, sampleUser } from './fixtures';
import type { KeelParameters } from './keelParameters';

/** What a workspace frame is made from: a story's parameters.keel, or a test's equivalent. */
export interface WorkspaceFrameOptions extends KeelParameters {
  /** Manifests whose stores the company document binds, besides the core's and the plugins'. */
  manifests?: readonly PluginManifest[];
  /** The clock itself, for a test that moves it (wins over `now`). */
  clock?: Clock;
}

/** Everything WorkspaceProviders puts around a story or a component under test. */
export interface WorkspaceFrame {
  user: User | null;
  companies: CompanySummary[];
  /** The current company's document; null when signed out, in no company, or with sync 'none'. */
  sync: MemoryCompanySync | null;
  plugins: DiscoveredPlugin[];
  route: string;
  /** The fake API; install it with setApiFetch before the frame renders. */
  api: FakeFetch;
  /** Every manifest the company document binds (core, `manifests` and the plugins'). */
  manifests: PluginManifest[];
  /** The clock every screen of the frame reads (fixed at `now`, SAMPLE_NOW by default). */
  clock: Clock;
}

const sample = sampleCompany();
const defaultSeed: Record<string, TablesContent> = {
  core: {
    company: { [COMPANY_PROFILE_ROW]: { name: sample.name, businessType: sample.businessType } },
  },
};

const uniqueById = (manifests: readonly PluginManifest[]) => [
  ...new Map(manifests.map((m) => [m.id, m])).values(),
];

function syncOptions(
  sync: KeelParameters['sync'],
): Pick<MemoryCompanySyncOptions, 'state' | 'ready'> {
  if (sync === 'loading')
    return { ready: false, state: { status: 'connecting', pendingChanges: 0 } };
  if (sync === undefined || sync === 'none') return {};
  return { state: { status: 'synced', pendingChanges: 0, ...sync } };
}

/** The session's current company, named after the seeded profile row so every view agrees. */
function currentCompany(
  id: string,
  seed: Record<string, TablesContent>,
  role: Role,
): CompanySummary {
  const profile = seed.core?.company?.[COMPANY_PROFILE_ROW];
  const parsed = companySummarySchema.safeParse({ ...sample, ...profile, id, role });
  if (!parsed.success)
    throw new Error(`Seed core.company.${COMPANY_PROFILE_ROW} is not a company profile`);
  return parsed.data;
}

/**
 * Builds the workspace a story or test runs in from KeelParameters: the signed-in person, their
 * companies, the current company's memory sync (createTestWorkspace) and the fake API.
 */
export function createWorkspaceFrame(options: WorkspaceFrameOptions = {}): WorkspaceFrame {
  const plugins = options.plugins ?? [];
  const route = options.route ?? '/';
  const api = fakeFetch(options.api);
  const clock = options.clock ?? fixedClock(options.now ?? SAMPLE_NOW);
  const others = options.otherCompanies ?? [];
  const manifests = uniqueById([
    coreManifest,
    ...(options.manifests ?? []),
    ...plugins.map((p) => p.manifest),
  ]);
  if (options.user === null)
    return { user: null, companies: [], sync: null, plugins, route, api, manifests, clock };
  if (options.user?.companyId === null) {
    const user = sampleUser({ ...options.user, companyId: null, role: null });
    return { user, companies: others, sync: null, plugins, route, api, manifests, clock };
  }
  const role = options.role ?? 'owner';
  const companyId = options.user?.companyId ?? SAMPLE_COMPANY_ID;
  const seed = { ...defaultSeed, ...options.seed };
  const workspace = createTestWorkspace({
    plugins: manifests,
    as: role,
    seed,
    companyId,
    user: sampleUser(options.user),
    sync: syncOptions(options.sync),
    clock,
  });
  return {
    user: workspace.user,
    companies: [currentCompany(companyId, seed, role), ...others],
    sync: options.sync === 'none' ? null : workspace.sync,
    plugins,
    route,
    api,
    manifests,
    clock,
  };
}
