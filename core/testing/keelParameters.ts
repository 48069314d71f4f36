import type { CompanySummary, Role, TablesContent, User } from '@keel/core/domain';
import type { DiscoveredPlugin } from '../client/plugins';
import type { SyncState } from '../client/sync';
import type { FakeRoutes } from './fakeFetch';

/**
 * The workspace a story renders in (`parameters: { keel: {...} satisfies KeelParameters }`),
 * and a test through renderInWorkspace. Everything is optional: the default is Ada Lovelace,
 * owner of Analytical Engines LLC, signed in at '/', with a synced company and no API routes.
 */
export interface KeelParameters {
  /** The signed-in member's role in the current company (default 'owner'); Storybook's toolbar wins. */
  role?: Role;
  /** Rows per plugin id; each plugin named here replaces its fixture rows (`{ dashboard: {} }` empties it). */
  seed?: Record<string, TablesContent>;
  /** The path the MemoryRouter starts at (default '/'). */
  route?: string;
  /** Fake API answers, 'METHOD /path' -> body or [status, body]; any other call answers 404. */
  api?: FakeRoutes;
  /** Changes to the signed-in person; null: a signed-out visitor; `{ companyId: null }`: in no company. */
  user?: Partial<User> | null;
  /** The person's other companies, listed after the current one (see sampleOtherCompanies). */
  otherCompanies?: CompanySummary[];
  /** The company document: a state to report, 'loading' (never ready), or 'none' (not open). */
  sync?: Partial<SyncState> | 'loading' | 'none';
  /** The plugins the shell offers (default: every installed plugin in Storybook, none in tests). */
  plugins?: DiscoveredPlugin[];
  /** What time it is, fixed: text `new Date()` reads, e.g. '2027-01-04T09:00:00' (default SAMPLE_NOW). */
  now?: string;
}
