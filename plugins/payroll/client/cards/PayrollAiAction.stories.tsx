import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayrollAiAction } from './PayrollAiAction';

const meta = {
  title: 'Plugins/Payroll/Payroll AI action',
  component: PayrollAiAction,
} satisfies Meta<typeof PayrollAiAction>;
export default meta;

/** The AI Operations Center's button to the payroll wizard. */
export const Default: StoryObj<typeof meta> = {};
