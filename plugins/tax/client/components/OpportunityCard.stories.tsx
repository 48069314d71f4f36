import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOpportunities } from '../fixtures/sampleTax';
import { OpportunityCard } from './OpportunityCard';

const [first] = sampleOpportunities.opportunities;
const meta: Meta<typeof OpportunityCard> = {
  title: 'Plugins/Tax/OpportunityCard',
  component: OpportunityCard,
  args: {
    opportunity: first!,
    mayImplement: true,
    busy: false,
    onImplement: () => {},
    onLearnMore: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof OpportunityCard>;

/** Open: nobody has chosen to implement it. */
export const Open: Story = { args: { implemented: false } };

/** Implemented: the follow-up it created. */
export const Implemented: Story = { args: { implemented: true } };
