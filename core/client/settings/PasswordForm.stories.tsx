import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, type KeelParameters } from '@keel/core/testing';
import { PasswordForm } from './PasswordForm';

const meta = {
  title: 'Core/Settings/PasswordForm',
  component: PasswordForm,
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password changes. */
export const Changes: Story = {
  parameters: { keel: { api: { 'PATCH /api/user': sampleUser() } } satisfies KeelParameters },
};
/** Wrong current password. */
export const WrongCurrent: Story = {
  parameters: {
    keel: {
      api: {
        'PATCH /api/user': [
          400,
          {
            error: 'currentPassword: wrong',
            fields: { currentPassword: 'Current password is wrong' },
          },
        ],
      },
    } satisfies KeelParameters,
  },
};
