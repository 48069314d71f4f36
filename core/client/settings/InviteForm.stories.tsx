import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { InviteForm } from './InviteForm';

const meta = {
  title: 'Core/Settings/InviteForm',
  component: InviteForm,
  args: { companyId: 'c-analytical', onInvited: () => {} },
} satisfies Meta<typeof InviteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation is sent. */
export const Sends: Story = {
  parameters: {
    keel: {
      api: { 'POST /api/companies/c-analytical/invites': [201, {}] },
    } satisfies KeelParameters,
  },
};
/** The server refuses the address. */
export const AlreadyMember: Story = {
  parameters: {
    keel: {
      api: {
        'POST /api/companies/c-analytical/invites': [
          400,
          { error: 'email: member', fields: { email: 'This person is already a member' } },
        ],
      },
    } satisfies KeelParameters,
  },
};
