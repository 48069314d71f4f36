import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, type KeelParameters } from '@keel/core/testing';
import { RequireTwoFactorToggle } from './RequireTwoFactorToggle';

const meta = {
  title: 'Core/Settings/RequireTwoFactorToggle',
  component: RequireTwoFactorToggle,
  args: { company: sampleCompany() },
  parameters: {
    keel: { api: { 'PATCH /api/companies/c-analytical': {} } } satisfies KeelParameters,
  },
} satisfies Meta<typeof RequireTwoFactorToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off. */
export const Off: Story = {};
/** On. */
export const On: Story = { args: { company: sampleCompany({ requireTwoFactor: true }) } };
