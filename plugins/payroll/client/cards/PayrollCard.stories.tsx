import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollCard } from './PayrollCard';

const meta = {
  title: 'Plugins/Payroll/Dashboard card',
  component: PayrollCard,
} satisfies Meta<typeof PayrollCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month of payroll: three employees, the last approved run, one waiting. */
export const WithHistory: Story = {
  parameters: { keel: { seed: { payroll: payrollSeed() } } satisfies KeelParameters },
};

/** Before setup: no employees, no runs, no pay date yet. */
export const NotSetUp: Story = {
  parameters: { keel: { seed: { payroll: {} } } satisfies KeelParameters },
};

/** A viewer: the card says payroll is not theirs to see. */
export const Viewer: Story = {
  parameters: { keel: { role: 'viewer' } satisfies KeelParameters },
};
