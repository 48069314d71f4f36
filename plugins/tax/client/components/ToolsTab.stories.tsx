import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolsTab } from './ToolsTab';

const meta: Meta<typeof ToolsTab> = { title: 'Plugins/Tax/ToolsTab', component: ToolsTab };
export default meta;

/** As a person first opens it. */
export const Default: StoryObj<typeof ToolsTab> = {
  args: { compliance: { checks: [], score: 100 } },
};

/** Two consultations requested, and a member who may ask for another. */
export const WithConsultations: StoryObj<typeof ToolsTab> = {
  args: {
    compliance: { checks: [], score: 100 },
    onScheduleConsultation: async () => {},
    consultations: [
      {
        id: 'c1',
        type: 'year-end',
        date: '2026-12-14',
        time: 'afternoon',
        format: 'video',
        requestedBy: 'Bella Owner <bella@example.com>',
        requestedAt: '2026-11-25T09:00:00.000Z',
        confirmationSent: true,
      },
      {
        id: 'c2',
        type: 'quarterly',
        date: '2027-01-11',
        time: 'morning',
        format: 'phone',
        requestedBy: 'Bella Owner <bella@example.com>',
        requestedAt: '2026-11-25T09:05:00.000Z',
        confirmationSent: false,
      },
    ],
  },
};
