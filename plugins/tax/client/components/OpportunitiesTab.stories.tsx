import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOpportunities } from '../fixtures/sampleTax';
import { OpportunitiesTab } from './OpportunitiesTab';

const meta: Meta<typeof OpportunitiesTab> = {
  title: 'Plugins/Tax/OpportunitiesTab',
  component: OpportunitiesTab,
  args: { mayImplement: true, implementing: null, onImplement: () => {} },
};
export default meta;
type Story = StoryObj<typeof OpportunitiesTab>;

/** What the sample company's analysis found. */
export const Found: Story = {
  args: {
    opportunities: sampleOpportunities.opportunities,
    analyzedAt: sampleOpportunities.analyzedAt,
  },
};

/** Before the first analysis. */
export const NotAnalyzed: Story = { args: { opportunities: [], analyzedAt: null } };
