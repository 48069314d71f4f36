import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModel } from '../../fixtures/sampleForecasts';
import { ModelInsights } from './ModelInsights';

const meta = {
  title: 'Plugins/Models/ModelInsights',
  component: ModelInsights,
  args: { insights: sampleModel({ model: 'revenue_forecast' }).insights },
} satisfies Meta<typeof ModelInsights>;
export default meta;

/** Revenue: comparisons with last year and the weakest month ahead. */
export const Revenue: StoryObj<typeof meta> = {};
/** Cash risk over a year. */
export const Risk: StoryObj<typeof meta> = {
  args: { insights: sampleModel({ model: 'risk_assessment', horizon: 12 }).insights },
};
