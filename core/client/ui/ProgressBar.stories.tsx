import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Core/UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Import progress', value: 40, max: 100 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the way: 40 of 100. */
export const Partway: Story = {};
/** A count of items, told in words to assistive tech. */
export const Counted: Story = {
  args: { label: 'Paystubs', value: 120, max: 500, valueText: 'Drawn 120 of 500' },
};
