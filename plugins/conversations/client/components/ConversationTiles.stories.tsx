import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleStats } from '../fixtures/sampleConversation';
import { ConversationTiles } from './ConversationTiles';

const meta = {
  title: 'Plugins/Conversations/ConversationTiles',
  component: ConversationTiles,
  args: { stats: sampleStats },
} satisfies Meta<typeof ConversationTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a few conversations. */
export const Some: Story = {};
/** A member who has not asked anything yet. */
export const None: Story = {
  args: { stats: { conversations: 0, minutesThisMonth: 0, insights: 0, resolved: 0 } },
};
