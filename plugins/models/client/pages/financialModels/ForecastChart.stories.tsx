import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModel } from '../../fixtures/sampleForecasts';
import { ForecastChart } from './ForecastChart';

const meta = {
  title: 'Plugins/Models/ForecastChart',
  component: ForecastChart,
  args: { model: sampleModel({ model: 'revenue_forecast', horizon: 12 }) },
} satisfies Meta<typeof ForecastChart>;
export default meta;

/** Revenue a year ahead with its 95% band. */
export const Revenue: StoryObj<typeof meta> = {};
/** The cash balance at 80%. */
export const CashAt80: StoryObj<typeof meta> = {
  args: { model: sampleModel({ model: 'cash_flow', confidence: 80 }) },
};
