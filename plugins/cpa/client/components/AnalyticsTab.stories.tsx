import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAnalytics } from '../fixtures/sampleCpa';
import { AnalyticsTab } from './AnalyticsTab';

const meta = {
  title: 'Plugins/CPA Services/Analytics Tab',
  component: AnalyticsTab,
} satisfies Meta<typeof AnalyticsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures and recent activity computed from the practice's records. */
export const Figures: Story = { args: { analytics: sampleAnalytics } };
/** A new practice. */
export const Empty: Story = {
  args: {
    analytics: { totalClients: 0, monthlyRevenueCents: 0, activeProjects: 0, activity: [] },
  },
};
