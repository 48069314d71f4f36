import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, type KeelParameters } from '@keel/core/testing';
import { CompanyProfileForm } from './CompanyProfileForm';

const meta = {
  title: 'Core/Settings/CompanyProfileForm',
  component: CompanyProfileForm,
  args: { company: sampleCompany(), role: 'owner' },
} satisfies Meta<typeof CompanyProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editable for an owner or admin. */
export const Editable: Story = {
  parameters: {
    keel: { api: { 'PATCH /api/companies/c-analytical': {} } } satisfies KeelParameters,
  },
};
/** Read-only for a bookkeeper. */
export const ReadOnly: Story = {
  args: { role: 'bookkeeper' },
  parameters: { keel: { role: 'bookkeeper' } satisfies KeelParameters },
};
