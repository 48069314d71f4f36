import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportProgressBar } from './ImportProgressBar';

const meta = {
  title: 'Plugins/Bookkeeping/Upload/ImportProgressBar',
  component: ImportProgressBar,
  args: { done: 2000, total: 5000 },
} satisfies Meta<typeof ImportProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first slice of a 5,000-line statement is in. */
export const Underway: Story = {};

/** Every line written; the dialog closes next. */
export const Done: Story = { args: { done: 5000, total: 5000 } };

/** Before the first slice. */
export const Starting: Story = { args: { done: 0, total: 5000 } };
