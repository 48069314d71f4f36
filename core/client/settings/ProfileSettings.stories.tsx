import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, type KeelParameters } from '@keel/core/testing';
import { ProfileSettings } from './ProfileSettings';

const meta = {
  title: 'Core/Settings/ProfileSettings',
  component: ProfileSettings,
} satisfies Meta<typeof ProfileSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving works. */
export const Default: Story = {
  parameters: {
    keel: {
      api: { 'PATCH /api/user': (body: unknown) => ({ ...sampleUser(), ...(body as object) }) },
    } satisfies KeelParameters,
  },
};
/** The server refuses the phone number. */
export const ServerError: Story = {
  parameters: {
    keel: {
      api: {
        'PATCH /api/user': [
          400,
          { error: 'phone: too long', fields: { phone: 'Phone number is too long' } },
        ],
      },
    } satisfies KeelParameters,
  },
};
