import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderingPlugin } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { payrollSeed } from '../fixtures/payrollSeed';
import { EmployeesTile } from './EmployeesTile';

const meta = {
  title: 'Plugins/Payroll/Employees tile',
  component: EmployeesTile,
  // As the dashboard shows it: rendered by the payroll plugin, whose client half loads lazily.
  decorators: [
    (Story) => (
      <RenderingPlugin pluginId="payroll">
        <Suspense fallback={<p>Loading the tile…</p>}>
          <Story />
        </Suspense>
      </RenderingPlugin>
    ),
  ],
} satisfies Meta<typeof EmployeesTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three employees and a next pay date. */
export const WithEmployees: Story = {
  parameters: { keel: { seed: { payroll: payrollSeed() } } satisfies KeelParameters },
};

/** A viewer: no figure, and why. */
export const Viewer: Story = {
  parameters: { keel: { role: 'viewer' } satisfies KeelParameters },
};
