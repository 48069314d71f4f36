import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddServiceDialog } from './AddServiceDialog';

const meta = {
  title: 'Plugins/CPA Services/Add Service Dialog',
  component: AddServiceDialog,
} satisfies Meta<typeof AddServiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Open: Story = { args: { open: true, onOpenChange: () => {}, onAdd: async () => {} } };
