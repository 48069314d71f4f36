import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleClients } from '../fixtures/sampleCpa';
import { ScheduleConsultationDialog } from './ScheduleConsultationDialog';

const meta = {
  title: 'Plugins/CPA Services/Schedule Consultation Dialog',
  component: ScheduleConsultationDialog,
} satisfies Meta<typeof ScheduleConsultationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the spec's types, time slots and formats; the date from today on. */
export const Open: Story = {
  args: { open: true, onOpenChange: () => {}, clients: sampleClients, onSchedule: async () => {} },
};
