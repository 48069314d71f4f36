import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleStats, sampleSummaries } from '../fixtures/sampleConversation';
import ConversationsPage from './ConversationsPage';

const meta = {
  title: 'Plugins/Conversations/ConversationsPage',
  component: ConversationsPage,
  parameters: {
    keel: {
      route: '/conversations',
      api: { 'GET /api/conversations/': { conversations: sampleSummaries, stats: sampleStats } },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof ConversationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations of each type, with their tiles. */
export const History: Story = {};
/** A member who has not asked anything yet. */
export const Empty: Story = {
  parameters: {
    keel: {
      route: '/conversations',
      api: {
        'GET /api/conversations/': {
          conversations: [],
          stats: { conversations: 0, minutesThisMonth: 0, insights: 0, resolved: 0 },
        },
      },
    } satisfies KeelParameters,
  },
};
/** The server did not answer. */
export const Failed: Story = {
  parameters: { keel: { route: '/conversations', api: {} } satisfies KeelParameters },
};
