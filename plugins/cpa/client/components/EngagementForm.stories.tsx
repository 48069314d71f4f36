import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleClients, sampleMembers } from '../fixtures/sampleCpa';
import { EngagementForm } from './EngagementForm';

const meta = {
  title: 'Plugins/CPA Services/Engagement Form',
  component: EngagementForm,
} satisfies Meta<typeof EngagementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A review billed quarterly. */
export const Agreed: Story = {
  args: { client: sampleClients[0]!, members: sampleMembers, onSave: async () => {} },
};
/** A client on Keel with no engagement recorded yet. */
export const NotYet: Story = {
  args: { client: sampleClients[1]!, members: sampleMembers, onSave: async () => {} },
};
