import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { DeadlinesTab } from './DeadlinesTab';

const meta: Meta<typeof DeadlinesTab> = {
  title: 'Plugins/Tax/DeadlinesTab',
  component: DeadlinesTab,
  args: { completing: null, onComplete: () => {} },
};
export default meta;
type Story = StoryObj<typeof DeadlinesTab>;

/** The sample company's 2026 deadlines, one completed. */
export const Year: Story = { args: { deadlines: sampleLiabilities.deadlines, mayComplete: true } };

/** A company without payroll. */
export const None: Story = { args: { deadlines: [], mayComplete: false } };
