import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import {
  sampleAskAnswer,
  sampleConversation,
  statusFromBooks,
  statusOnline,
} from '../fixtures/sampleConversation';
import AssistantPage from './AssistantPage';

const status = 'GET /api/conversations/companies/c-analytical/status';
const meta = {
  title: 'Plugins/Conversations/AssistantPage',
  component: AssistantPage,
  parameters: {
    keel: {
      route: '/ai-assistant',
      api: { [status]: statusFromBooks, 'POST /api/conversations/': sampleAskAnswer },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof AssistantPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No model configured: the greeting, the quick actions, answers from the books. */
export const FromTheBooks: Story = {};
/** A model configured and answering. */
export const Online: Story = {
  parameters: {
    keel: { route: '/ai-assistant', api: { [status]: statusOnline } } satisfies KeelParameters,
  },
};
/** A conversation reopened from /conversations. */
export const Reopened: Story = {
  parameters: {
    keel: {
      route: '/ai-assistant?conversation=conv-cash',
      api: {
        [status]: statusFromBooks,
        'GET /api/conversations/conv-cash': { conversation: sampleConversation },
      },
    } satisfies KeelParameters,
  },
};
