import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderingPlugin } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { complianceSeed, SEED_NOW } from '../fixtures/complianceSeed';
import { TaxAccuracyTile } from './TaxAccuracyTile';

const meta = {
  title: 'Plugins/Compliance/Tax accuracy tile',
  component: TaxAccuracyTile,
  decorators: [
    (Story) => (
      <RenderingPlugin pluginId="compliance">
        <Suspense fallback={<p>Loading the tile…</p>}>
          <Story />
        </Suspense>
      </RenderingPlugin>
    ),
  ],
} satisfies Meta<typeof TaxAccuracyTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest check's tax score. */
export const Checked: Story = {
  parameters: {
    keel: { seed: { compliance: complianceSeed() }, now: SEED_NOW } satisfies KeelParameters,
  },
};

/** No check yet. */
export const NotChecked: Story = {
  parameters: { keel: { seed: { compliance: {} } } satisfies KeelParameters },
};
