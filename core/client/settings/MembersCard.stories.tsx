import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { MembersCard } from './MembersCard';

const people = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [],
};
const api = { 'GET /api/companies/c-analytical/members': people };
const meta = {
  title: 'Core/Settings/MembersCard',
  component: MembersCard,
  args: { companyId: 'c-analytical', role: 'owner' },
} satisfies Meta<typeof MembersCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner manages members. */
export const Owner: Story = { parameters: { keel: { api } satisfies KeelParameters } };
/** A viewer sees the list only. */
export const Viewer: Story = {
  args: { role: 'viewer' },
  parameters: { keel: { role: 'viewer', api } satisfies KeelParameters },
};
/** The list fails to load (no API answers). */
export const Failed: Story = {};
