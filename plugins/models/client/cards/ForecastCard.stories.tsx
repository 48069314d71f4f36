import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleForecast } from '../fixtures/sampleForecasts';
import { ForecastCard } from './ForecastCard';

const meta = {
  title: 'Plugins/Models/Dashboard/ForecastCard',
  component: ForecastCard,
  parameters: {
    keel: {
      // Without Bookkeeping's client: the forecasts come from the fake route, not followed live.
      plugins: [],
      api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url) },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof ForecastCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three years of a bakery's books. */
export const ThreeYears: Story = {};

/** Ten months of books. */
export const TenMonths: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url, 10) },
    } satisfies KeelParameters,
  },
};
