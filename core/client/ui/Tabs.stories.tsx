import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

const meta = {
  title: 'Core/UI/Tabs',
  component: Tabs,
  args: {
    label: 'Forecast',
    items: [
      { value: '6', label: '6 Months', content: <p>Six months</p> },
      { value: '12', label: '12 Months', content: <p>Twelve months</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First tab selected by default. */
export const Default: Story = {};
/** Second tab preselected. */
export const Preselected: Story = { args: { defaultValue: '12' } };
