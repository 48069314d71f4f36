import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesTaxCalculator } from './SalesTaxCalculator';

const meta: Meta<typeof SalesTaxCalculator> = {
  title: 'Plugins/Tax/SalesTaxCalculator',
  component: SalesTaxCalculator,
};
export default meta;

/** As a person first opens it. */
export const Default: StoryObj<typeof SalesTaxCalculator> = {
  args: { open: true, onClose: () => {} },
};
