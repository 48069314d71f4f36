import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMembers } from '../fixtures/sampleCpa';
import { AddClientDialog } from './AddClientDialog';

const meta = {
  title: 'Plugins/CPA Services/Add Client Dialog',
  component: AddClientDialog,
} satisfies Meta<typeof AddClientDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, the practice's members to choose the responsible CPA from. */
export const Open: Story = {
  args: { open: true, onOpenChange: () => {}, members: sampleMembers, onAdd: async () => {} },
};
