import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayrollTaxCalculator } from './PayrollTaxCalculator';

const meta: Meta<typeof PayrollTaxCalculator> = {
  title: 'Plugins/Tax/PayrollTaxCalculator',
  component: PayrollTaxCalculator,
};
export default meta;

/** As a person first opens it. */
export const Default: StoryObj<typeof PayrollTaxCalculator> = {
  args: { open: true, onClose: () => {} },
};
