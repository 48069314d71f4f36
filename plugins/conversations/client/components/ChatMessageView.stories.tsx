import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAnswer, sampleQuestion, sampleReportAnswer } from '../fixtures/sampleConversation';
import { ChatMessageView } from './ChatMessageView';

const meta = {
  title: 'Plugins/Conversations/ChatMessageView',
  component: ChatMessageView,
  args: { message: sampleAnswer },
} satisfies Meta<typeof ChatMessageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An answer from the books with its table, figures and source. */
export const Answer: Story = {};
/** The question. */
export const Question: Story = { args: { message: sampleQuestion } };
/** The monthly report, its PDF to download. */
export const Report: Story = { args: { message: sampleReportAnswer } };
/** A model's reply refused for a figure no tool gave: the books' answer with the reason. */
export const ModelRefused: Story = {
  args: {
    message: {
      ...sampleAnswer,
      note: "The model's reply stated 999,999, which the books did not give. This answer is computed from the books.",
    },
  },
};
