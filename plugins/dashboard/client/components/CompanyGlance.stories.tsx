import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, sampleUser, storyFrame } from '@keel/core/client';
import { CompanyGlance } from './CompanyGlance';

const meta = { title: 'Plugins/Dashboard/CompanyGlance', component: CompanyGlance, args: { memberCount: 3, inviteCount: 1 } } satisfies Meta<typeof CompanyGlance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner, synced. */
export const Owner: Story = { decorators: [storyFrame({})] };
/** Members still loading. */
export const Loading: Story = { args: { memberCount: null, inviteCount: null }, decorators: [storyFrame({})] };
/** An accountant, offline with pending changes. */
export const AccountantOffline: Story = {
  decorators: [storyFrame({ user: sampleUser({ role: 'accountant' }), companies: [sampleCompany({ role: 'accountant' })], sync: { state: { status: 'offline', pendingChanges: 3 } } })],
};
