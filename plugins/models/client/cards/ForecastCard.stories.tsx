import type { Meta, StoryObj } from '@storybook/react-vite';
import { forecastStoryParameters, tenMonthsParameters } from '../fixtures/forecastStories';
import { ForecastCard } from './ForecastCard';

const meta = {
  title: 'Plugins/Models/Dashboard/ForecastCard',
  component: ForecastCard,
  parameters: forecastStoryParameters(),
} satisfies Meta<typeof ForecastCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three years of a bakery's books. */
export const ThreeYears: Story = {};

/** Ten months of books. */
export const TenMonths: Story = {
  parameters: tenMonthsParameters,
};
