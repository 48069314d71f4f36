import type { Meta, StoryObj } from '@storybook/react-vite';
import { forecastParamsSchema } from '../../../domain/modelSchemas';
import { ParameterPanel } from './ParameterPanel';

const meta = {
  title: 'Plugins/Models/ParameterPanel',
  component: ParameterPanel,
  args: { params: forecastParamsSchema.parse({ model: 'cash_flow' }), onChange: () => {} },
} satisfies Meta<typeof ParameterPanel>;
export default meta;

/** The spec's defaults: the last 36 months, monthly, 95% confidence, 6 periods ahead. */
export const Defaults: StoryObj<typeof meta> = {};
/** Weekly over a year at 80%. */
export const WeeklyAt80: StoryObj<typeof meta> = {
  args: {
    params: forecastParamsSchema.parse({
      model: 'cash_flow',
      granularity: 'weekly',
      range: 12,
      confidence: 80,
    }),
  },
};
