import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { complianceSeed, SEED_NOW } from '../fixtures/complianceSeed';
import { ComplianceMonitor } from './ComplianceMonitor';

const meta = {
  title: 'Plugins/Compliance/Compliance Monitor',
  component: ComplianceMonitor,
} satisfies Meta<typeof ComplianceMonitor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first check: an honest empty state and Run Check. */
export const NotChecked: Story = {
  parameters: { keel: { seed: { compliance: {} }, now: SEED_NOW } satisfies KeelParameters },
};

/** After two checks: two gaps found today, with alerts, deadlines and the trend. */
export const WithGaps: Story = {
  parameters: {
    keel: { seed: { compliance: complianceSeed() }, now: SEED_NOW } satisfies KeelParameters,
  },
};

/** A viewer reads the results but cannot run a check or act on alerts. */
export const Viewer: Story = {
  parameters: {
    keel: {
      seed: { compliance: complianceSeed() },
      now: SEED_NOW,
      role: 'viewer',
    } satisfies KeelParameters,
  },
};
