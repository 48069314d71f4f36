import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '@keel/core/domain';
import { sampleCompany, sampleUser, storyFrame } from '../testkit';
import { CompanySettings } from './CompanySettings';

const people = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [{ id: 'i1', email: 'cpa@example.com', role: 'cpa', createdAt: '2026-11-01T00:00:00Z', expiresAt: '2026-11-30T00:00:00Z' }],
};
const as = (role: Role) =>
  storyFrame({
    user: sampleUser({ role }),
    companies: [sampleCompany({ role })],
    api: {
      'GET /api/companies/c-analytical/members': people,
      'PATCH /api/companies/c-analytical': {},
      'POST /api/companies/c-analytical/invites': [201, {}],
    },
  });
const meta = { title: 'Core/Settings/CompanySettings', component: CompanySettings } satisfies Meta<typeof CompanySettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Owner: everything editable, including the two-factor rule. */
export const Owner: Story = { decorators: [as('owner')] };
/** Admin: no two-factor rule. */
export const Admin: Story = { decorators: [as('admin')] };
/** Accountant: read-only. */
export const Accountant: Story = { decorators: [as('accountant')] };
