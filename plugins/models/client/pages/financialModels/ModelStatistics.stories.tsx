import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModel } from '../../fixtures/sampleForecasts';
import { ModelStatistics } from './ModelStatistics';

const meta = {
  title: 'Plugins/Models/ModelStatistics',
  component: ModelStatistics,
  args: { model: sampleModel({ model: 'revenue_forecast' }) },
} satisfies Meta<typeof ModelStatistics>;
export default meta;

/** Three years of books: backtested accuracy, MASE and coverage at 95%. */
export const ThreeYears: StoryObj<typeof meta> = {};
/** Ten months at 99% asked: the errors support less, and the statistics say so. */
export const TenMonthsAt99: StoryObj<typeof meta> = {
  args: { model: sampleModel({ model: 'profitability', confidence: 99 }, 10) },
};
