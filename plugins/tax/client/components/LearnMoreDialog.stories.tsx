import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOpportunities } from '../fixtures/sampleTax';
import { LearnMoreDialog } from './LearnMoreDialog';

const meta: Meta<typeof LearnMoreDialog> = {
  title: 'Plugins/Tax/LearnMoreDialog',
  component: LearnMoreDialog,
  args: { onClose: () => {} },
};
export default meta;

/** The rule, source and figures of the sample company's largest saving. */
export const Open: StoryObj<typeof LearnMoreDialog> = {
  args: { opportunity: sampleOpportunities.opportunities[0] ?? null },
};
