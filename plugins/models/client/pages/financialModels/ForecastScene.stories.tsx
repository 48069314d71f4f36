import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModel } from '../../fixtures/sampleForecasts';
import ForecastScene from './ForecastScene';

const meta = {
  title: 'Plugins/Models/ForecastScene',
  component: ForecastScene,
  args: { model: sampleModel({ model: 'revenue_forecast', horizon: 12 }) },
} satisfies Meta<typeof ForecastScene>;
export default meta;

/** Revenue with its interval fan as surfaces (a browser without WebGL gets a note instead). */
export const Revenue: StoryObj<typeof meta> = {};
