import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleMeasuresAnswer } from '../fixtures/measuresAnswer';
import { sampleThreats, threatsSeed } from '../fixtures/threatSeed';
import { FraudDetection } from './FraudDetection';

const meta = {
  title: 'Plugins/Fraud/Fraud Detection',
  component: FraudDetection,
  parameters: {
    keel: {
      route: '/fraud-detection',
      api: { 'GET /api/fraud/measures': sampleMeasuresAnswer },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof FraudDetection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company never scanned: zero tiles and an honest empty list. */
export const NoThreats: Story = {
  parameters: { keel: { seed: { fraud: {} } } satisfies KeelParameters },
};

/** After a Deep Scan of the sample books: a duplicate invoice, split payments, a risky 2FA change. */
export const Threats: Story = {
  parameters: { keel: { seed: { fraud: threatsSeed(sampleThreats()) } } satisfies KeelParameters },
};

/** The duplicate blocked by the owner: the confirmed rate shows, with Review Block Reason. */
export const OneBlocked: Story = {
  parameters: {
    keel: {
      seed: { fraud: threatsSeed(sampleThreats({ blocked: true })) },
    } satisfies KeelParameters,
  },
};

/** A viewer reads the threats but may not scan, block or mark as safe. */
export const Viewer: Story = {
  parameters: {
    keel: {
      role: 'viewer',
      seed: { fraud: threatsSeed(sampleThreats()) },
    } satisfies KeelParameters,
  },
};
