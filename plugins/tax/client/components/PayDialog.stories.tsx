import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { PayDialog } from './PayDialog';

const meta: Meta<typeof PayDialog> = {
  title: 'Plugins/Tax/PayDialog',
  component: PayDialog,
  args: { onClose: () => {}, onPay: async () => {} },
};
export default meta;

/** Recording the first federal deposit. */
export const Open: StoryObj<typeof PayDialog> = {
  args: { liability: sampleLiabilities.liabilities[0] ?? null },
};
