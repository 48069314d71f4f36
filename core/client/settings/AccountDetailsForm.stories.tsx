import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, type KeelParameters } from '@keel/core/testing';
import { AccountDetailsForm } from './AccountDetailsForm';

const meta = {
  title: 'Core/Settings/AccountDetailsForm',
  component: AccountDetailsForm,
} satisfies Meta<typeof AccountDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saves. */
export const Saves: Story = {
  parameters: {
    keel: {
      api: { 'PATCH /api/user': (body: unknown) => ({ ...sampleUser(), ...(body as object) }) },
    } satisfies KeelParameters,
  },
};
/** E-mail taken. */
export const EmailTaken: Story = {
  parameters: {
    keel: {
      api: {
        'PATCH /api/user': [
          409,
          { error: 'email: taken', fields: { email: 'This e-mail already has an account' } },
        ],
      },
    } satisfies KeelParameters,
  },
};
