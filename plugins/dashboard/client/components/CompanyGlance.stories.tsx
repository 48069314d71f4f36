import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { CompanyGlance } from './CompanyGlance';

const meta = {
  title: 'Plugins/Dashboard/CompanyGlance',
  component: CompanyGlance,
  args: { memberCount: 3, inviteCount: 1 },
} satisfies Meta<typeof CompanyGlance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner, synced. */
export const Owner: Story = {};
/** Members still loading. */
export const Loading: Story = { args: { memberCount: null, inviteCount: null } };
/** An accountant, offline with pending changes. */
export const AccountantOffline: Story = {
  parameters: {
    keel: {
      role: 'accountant',
      sync: { status: 'offline', pendingChanges: 3 },
    } satisfies KeelParameters,
  },
};
