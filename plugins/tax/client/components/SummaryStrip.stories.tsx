import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOpportunities } from '../fixtures/sampleTax';
import { SummaryStrip } from './SummaryStrip';

const meta: Meta<typeof SummaryStrip> = {
  title: 'Plugins/Tax/SummaryStrip',
  component: SummaryStrip,
};
export default meta;

/** The sample company's strip, one opportunity implemented. */
export const Computed: StoryObj<typeof SummaryStrip> = {
  args: { summary: sampleOpportunities.summary! },
};
