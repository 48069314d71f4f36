import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSummaries } from '../fixtures/sampleConversation';
import { ConversationList } from './ConversationList';

const meta = {
  title: 'Plugins/Conversations/ConversationList',
  component: ConversationList,
  args: {
    conversations: sampleSummaries,
    onResolve: () => undefined,
    onDelete: () => undefined,
    searching: false,
  },
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations of each type, one resolved. */
export const Some: Story = {};
/** No conversation yet. */
export const Empty: Story = { args: { conversations: [] } };
/** A search that finds nothing. */
export const NoMatch: Story = { args: { conversations: [], searching: true } };
