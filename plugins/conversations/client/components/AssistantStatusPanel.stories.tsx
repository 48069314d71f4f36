import type { Meta, StoryObj } from '@storybook/react-vite';
import { statusFromBooks, statusOnline } from '../fixtures/sampleConversation';
import { AssistantStatusPanel } from './AssistantStatusPanel';

const meta = {
  title: 'Plugins/Conversations/AssistantStatusPanel',
  component: AssistantStatusPanel,
  args: { status: statusFromBooks, onModelEnabled: () => undefined },
} satisfies Meta<typeof AssistantStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No model configured: it answers from the books and says so. */
export const FromTheBooks: Story = {};
/** A model configured, on and answering. */
export const Online: Story = { args: { status: statusOnline } };
/** The owner turned the model off for the company. */
export const TurnedOff: Story = {
  args: { status: { ...statusOnline, modelEnabled: false, modelReachable: null } },
};
/** The Compliance Monitor is installed: its latest check is among what the assistant reads. */
export const WithCompliance: Story = {
  args: { status: { ...statusFromBooks, complianceAvailable: true } },
};
/** Still asking the server. */
export const Checking: Story = { args: { status: null } };
