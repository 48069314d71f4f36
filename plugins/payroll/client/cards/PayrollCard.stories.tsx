import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderingPlugin } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollCard } from './PayrollCard';

const meta = {
  title: 'Plugins/Payroll/Dashboard card',
  component: PayrollCard,
  // As the dashboard shows it: rendered by the payroll plugin, whose client half loads lazily.
  decorators: [
    (Story) => (
      <RenderingPlugin pluginId="payroll">
        <Suspense fallback={<p>Loading the card…</p>}>
          <Story />
        </Suspense>
      </RenderingPlugin>
    ),
  ],
} satisfies Meta<typeof PayrollCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of payroll: three employees, two approved runs, one waiting, a deposit due. */
export const WithHistory: Story = {
  parameters: { keel: { seed: { payroll: payrollSeed() } } satisfies KeelParameters },
};

/** Before setup: no employees, no runs, no pay date or deposit yet. */
export const NotSetUp: Story = {
  parameters: { keel: { seed: { payroll: {} } } satisfies KeelParameters },
};

/** A viewer: the card says payroll is not theirs to see. */
export const Viewer: Story = {
  parameters: { keel: { role: 'viewer' } satisfies KeelParameters },
};
