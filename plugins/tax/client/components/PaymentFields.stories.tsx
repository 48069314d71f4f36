import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentFields } from './PaymentFields';

const meta = {
  title: 'Plugins/Tax/PaymentFields',
  component: PaymentFields,
  args: {
    amount: '1250.00',
    method: 'ach',
    errors: {},
    onAmount: () => {},
    onMethod: () => {},
  },
} satisfies Meta<typeof PaymentFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Amount and method as the dialogs open them. */
export const Filled: Story = {};

/** The server's refusal beside the field it names. */
export const Refused: Story = {
  args: { amount: '-5', errors: { amount: 'Enter an amount above zero' } },
};
