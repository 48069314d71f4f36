import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleClients, sampleServices } from '../fixtures/sampleCpa';
import { QuoteDialog } from './QuoteDialog';

const meta = {
  title: 'Plugins/CPA Services/Quote Dialog',
  component: QuoteDialog,
} satisfies Meta<typeof QuoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Request Quote for the review service. */
export const Open: Story = {
  args: {
    service: sampleServices[1]!,
    clients: sampleClients,
    onClose: () => {},
    onRequest: async () => {},
  },
};
