import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { ScheduleDialog } from './ScheduleDialog';

const meta: Meta<typeof ScheduleDialog> = {
  title: 'Plugins/Tax/ScheduleDialog',
  component: ScheduleDialog,
  args: { onClose: () => {}, onSchedule: async () => {} },
};
export default meta;

/** Scheduling the next federal deposit. */
export const Open: StoryObj<typeof ScheduleDialog> = {
  args: {
    liability: sampleLiabilities.liabilities.find((l) => l.status === 'calculated') ?? null,
  },
};
