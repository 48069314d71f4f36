import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@keel/core/client';
import { ConsultationDialog } from './ConsultationDialog';

const meta: Meta<typeof ConsultationDialog> = {
  title: 'Plugins/Tax/ConsultationDialog',
  component: ConsultationDialog,
  args: { open: true, onClose: () => {} },
};
export default meta;
type Story = StoryObj<typeof ConsultationDialog>;

/** Open, with the spec's options. */
export const Open: Story = { args: { onSchedule: async () => {} } };

/** The server refuses the date: its message shows by the field. */
export const Refused: Story = {
  args: {
    onSchedule: () =>
      Promise.reject(
        new ApiError(400, JSON.stringify({ fields: { date: 'Choose today or a later date' } })),
      ),
  },
};
