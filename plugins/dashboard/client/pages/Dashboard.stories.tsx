import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { Dashboard } from './Dashboard';

const people = {
  members: [{ userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' }],
  invites: [],
};
const meta = {
  title: 'Plugins/Dashboard/Dashboard',
  component: Dashboard,
  parameters: {
    keel: {
      route: '/dashboard',
      api: { 'GET /api/companies/c-analytical/members': people },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new owner: nothing done yet, no figures. */
export const NewOwner: Story = {
  parameters: { keel: { seed: { dashboard: {} } } satisfies KeelParameters },
};
/** Loading: the sync is not ready. */
export const Loading: Story = {
  parameters: { keel: { sync: 'loading' } satisfies KeelParameters },
};
/** A bookkeeper, offline with pending changes, with a step ticked and a shared task. */
export const BookkeeperOffline: Story = {
  parameters: {
    keel: {
      role: 'bookkeeper',
      user: { totpEnabled: true },
      sync: { status: 'offline', pendingChanges: 2 },
      seed: {
        dashboard: {
          guideProgress: {
            'u-ada.complete-profile': {
              done: true,
              doneAt: '2026-11-20T10:00:00Z',
              doneBy: 'u-ada',
            },
          },
          tasks: {
            t1: {
              title: 'Send the December bank statement',
              done: false,
              createdBy: 'Ada Lovelace',
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          },
        },
      },
    } satisfies KeelParameters,
  },
};
/** The member list fails to load: the figures say so instead of guessing. */
export const MembersFail: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/companies/c-analytical/members': [500, { error: 'down' }] },
    } satisfies KeelParameters,
  },
};
