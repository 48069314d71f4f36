import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { payrollSeed } from '../fixtures/payrollSeed';
import { LinkedEmployee } from './LinkedEmployee';

const meta = {
  title: 'Plugins/Payroll/Linked Employee',
  component: LinkedEmployee,
  parameters: { keel: { seed: { payroll: payrollSeed() } } satisfies KeelParameters },
} satisfies Meta<typeof LinkedEmployee>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search result opened an employee: their record over the wizard. */
export const Opened: Story = {
  parameters: { keel: { route: '/payroll-ai?employee=emp-ada' } satisfies KeelParameters },
};
/** The link names an employee who has left the payroll. */
export const NoLongerOnPayroll: Story = {
  parameters: { keel: { route: '/payroll-ai?employee=emp-gone' } satisfies KeelParameters },
};
