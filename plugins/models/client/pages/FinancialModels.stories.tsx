import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleForecast } from '../fixtures/sampleForecasts';
import { FinancialModels } from './FinancialModels';

const meta = {
  title: 'Plugins/Models/FinancialModels',
  component: FinancialModels,
  parameters: {
    keel: {
      // Without Bookkeeping's client: the forecasts come from the fake route, not followed live.
      plugins: [],
      route: '/3d-financial-models',
      api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url) },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof FinancialModels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three years of books: forecasts with backtested accuracy and 95% intervals. */
export const ThreeYears: Story = {};

/** Ten months of books: no season yet, and the band at the level the few errors support. */
export const TenMonths: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url, 10) },
    } satisfies KeelParameters,
  },
};

/** Five months: too short for any forecast; the screen says what is needed. */
export const FiveMonths: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/models/forecast': (_: unknown, url: string) => sampleForecast(url, 5) },
    } satisfies KeelParameters,
  },
};

/** The server fails: the screen says so instead of showing figures. */
export const ServerError: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/models/forecast': [500, { error: 'Internal error' }] },
    } satisfies KeelParameters,
  },
};
