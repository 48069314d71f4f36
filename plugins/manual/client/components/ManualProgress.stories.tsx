import type { Meta, StoryObj } from '@storybook/react-vite';
import { progressAnswer } from '../../domain/progress/progress';
import { ManualProgress } from './ManualProgress';

const meta: Meta<typeof ManualProgress> = {
  title: 'Plugins/Manual/ManualProgress',
  component: ManualProgress,
};
export default meta;

type Story = StoryObj<typeof ManualProgress>;

/** Two tabs of 8: no achievement yet. */
export const TwoTabs: Story = {
  args: { progress: progressAnswer({ completedTabs: ['quick-start', 'support'] }) },
};

/** Three tabs: the achievement card. */
export const Achievement: Story = {
  args: {
    progress: progressAnswer({ completedTabs: ['quick-start', 'support', 'workflows'] }),
  },
};
