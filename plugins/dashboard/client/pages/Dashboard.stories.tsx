import type { Meta, StoryObj } from '@storybook/react-vite';
import { coreManifest } from '@keel/core/domain';
import { sampleCompany, sampleUser, storyFrame } from '@keel/core/client';
import { plugin } from '../../plugin';
import { Dashboard } from './Dashboard';

const people = {
  members: [{ userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' }],
  invites: [],
};
const seed = { core: { company: { profile: { name: 'Analytical Engines LLC', businessType: 'llc' } } } };
const frame = (over: Parameters<typeof storyFrame>[0] = {}) =>
  storyFrame({
    companies: [sampleCompany()],
    api: { 'GET /api/companies/c-analytical/members': people },
    sync: { manifests: [coreManifest, plugin], seed },
    ...over,
  });
const meta = { title: 'Plugins/Dashboard/Dashboard', component: Dashboard } satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new owner: nothing done yet, no figures. */
export const NewOwner: Story = { decorators: [frame()] };
/** Loading: the sync is not ready. */
export const Loading: Story = { decorators: [frame({ sync: { manifests: [coreManifest, plugin], seed, ready: false } })] };
/** A bookkeeper, offline with pending changes, with a step ticked. */
export const BookkeeperOffline: Story = {
  decorators: [frame({
    user: sampleUser({ role: 'bookkeeper', totpEnabled: true }),
    companies: [sampleCompany({ role: 'bookkeeper' })],
    sync: {
      manifests: [coreManifest, plugin],
      seed: { ...seed, dashboard: { guideProgress: { 'complete-profile': { done: true, doneAt: '2026-11-20T10:00:00Z', doneBy: 'u-ada' } } } },
      state: { status: 'offline', pendingChanges: 2 },
    },
  })],
};
