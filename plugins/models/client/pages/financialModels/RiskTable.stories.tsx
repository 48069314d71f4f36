import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModel } from '../../fixtures/sampleForecasts';
import { RiskTable } from './RiskTable';

const meta = {
  title: 'Plugins/Models/RiskTable',
  component: RiskTable,
  args: { model: sampleModel({ model: 'risk_assessment', horizon: 12 }) },
} satisfies Meta<typeof RiskTable>;
export default meta;

/** A year of simulated cash paths. */
export const AYear: StoryObj<typeof meta> = {};
