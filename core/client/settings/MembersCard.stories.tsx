import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, storyFrame } from '../testkit';
import { MembersCard } from './MembersCard';

const people = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [],
};
const api = { 'GET /api/companies/c-analytical/members': people };
const meta = { title: 'Core/Settings/MembersCard', component: MembersCard, args: { companyId: 'c-analytical', role: 'owner' } } satisfies Meta<typeof MembersCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner manages members. */
export const Owner: Story = { decorators: [storyFrame({ api })] };
/** A viewer sees the list only. */
export const Viewer: Story = { args: { role: 'viewer' }, decorators: [storyFrame({ user: sampleUser({ role: 'viewer' }), api })] };
/** The list fails to load. */
export const Failed: Story = { decorators: [storyFrame({})] };
