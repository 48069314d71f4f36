import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollAi } from './PayrollAi';

const meta = {
  title: 'Plugins/Payroll/Payroll AI',
  component: PayrollAi,
  parameters: { keel: { route: '/payroll-ai' } satisfies KeelParameters },
} satisfies Meta<typeof PayrollAi>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company that has not set up payroll: empty tiles, no runs, nothing due. */
export const NotSetUp: Story = {
  parameters: { keel: { seed: { payroll: {} } } satisfies KeelParameters },
};

/** A month of biweekly payroll: two approved runs, one waiting, and the deadlines they bring. */
export const WithHistory: Story = {
  parameters: { keel: { seed: { payroll: payrollSeed() } } satisfies KeelParameters },
};

/** A viewer: the payroll document is never opened for them. */
export const Viewer: Story = {
  parameters: {
    keel: { role: 'viewer', seed: { payroll: payrollSeed() } } satisfies KeelParameters,
  },
};
