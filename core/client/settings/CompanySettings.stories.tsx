import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { CompanySettings } from './CompanySettings';

const people = {
  members: [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
    { userId: 'u-bob', name: 'Bob Books', email: 'bob@example.com', role: 'bookkeeper' },
  ],
  invites: [
    {
      id: 'i1',
      email: 'cpa@example.com',
      role: 'cpa',
      createdAt: '2026-11-01T00:00:00Z',
      expiresAt: '2026-11-30T00:00:00Z',
    },
  ],
};
const meta = {
  title: 'Core/Settings/CompanySettings',
  component: CompanySettings,
  parameters: {
    keel: {
      route: '/settings/company',
      api: {
        'GET /api/companies/c-analytical/members': people,
        'PATCH /api/companies/c-analytical': {},
        'POST /api/companies/c-analytical/invites': [201, {}],
      },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof CompanySettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Owner: everything editable, including the two-factor rule. */
export const Owner: Story = {};
/** Admin: no two-factor rule. */
export const Admin: Story = { parameters: { keel: { role: 'admin' } satisfies KeelParameters } };
/** Accountant: read-only. */
export const Accountant: Story = {
  parameters: { keel: { role: 'accountant' } satisfies KeelParameters },
};
/** The member list fails to load. */
export const MembersFail: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/companies/c-analytical/members': [500, { error: 'down' }] },
    } satisfies KeelParameters,
  },
};
