import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleThreats, threatsSeed } from '../fixtures/threatSeed';
import { AnomalyCard } from './AnomalyCard';
import { FraudAccuracyTile } from './FraudAccuracyTile';
import { RunFraudAiAction } from './RunFraudAiAction';

const meta = {
  title: 'Plugins/Fraud/Dashboard',
  component: AnomalyCard,
  parameters: { keel: { route: '/dashboard' } satisfies KeelParameters },
} satisfies Meta<typeof AnomalyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The anomaly card after a scan: open threats, Investigate and View All Threats. */
export const Anomalies: Story = {
  parameters: { keel: { seed: { fraud: threatsSeed(sampleThreats()) } } satisfies KeelParameters },
};

/** Before any scan: no figure, only View All Threats. */
export const NoScanYet: Story = {
  parameters: { keel: { seed: { fraud: {} } } satisfies KeelParameters },
};

/** The fraud accuracy tile once the owner has blocked one threat. */
export const AccuracyTile: Story = {
  render: () => <FraudAccuracyTile />,
  parameters: {
    keel: {
      seed: { fraud: threatsSeed(sampleThreats({ blocked: true })) },
    } satisfies KeelParameters,
  },
};

/** The AI Operations Center's Run Fraud AI button. */
export const RunFraudAi: Story = {
  render: () => <RunFraudAiAction />,
};
