import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMembers } from '../fixtures/sampleCpa';
import { TeamTab } from './TeamTab';

const meta = {
  title: 'Plugins/CPA Services/Team Tab',
  component: TeamTab,
} satisfies Meta<typeof TeamTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One member entered a licence and a membership; the other nothing, so nothing is shown. */
export const Team: Story = {
  args: { members: sampleMembers, myUserId: 'user-cyd', canEnter: true, onSave: async () => {} },
};
