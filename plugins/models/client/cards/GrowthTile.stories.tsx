import type { Meta, StoryObj } from '@storybook/react-vite';
import { forecastStoryParameters, tenMonthsParameters } from '../fixtures/forecastStories';
import { GrowthTile } from './GrowthTile';

const meta = {
  title: 'Plugins/Models/Dashboard/GrowthTile',
  component: GrowthTile,
  parameters: forecastStoryParameters(),
} satisfies Meta<typeof GrowthTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three years of a bakery's books. */
export const ThreeYears: Story = {};

/** Ten months of books. */
export const TenMonths: Story = {
  parameters: tenMonthsParameters,
};
