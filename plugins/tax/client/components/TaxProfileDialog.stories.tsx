import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultTaxProfile } from '../../domain/estimate/taxProfile';
import { TaxProfileDialog } from './TaxProfileDialog';

const meta: Meta<typeof TaxProfileDialog> = {
  title: 'Plugins/Tax/TaxProfileDialog',
  component: TaxProfileDialog,
  args: { onClose: () => {}, onSave: async () => {} },
};
export default meta;
type Story = StoryObj<typeof TaxProfileDialog>;

/** Before anything was saved: one owner filing single, nothing else known. */
export const Default: Story = { args: { profile: defaultTaxProfile } };

/** Two owners filing jointly, last year's tax and a home office given. */
export const Filled: Story = {
  args: {
    profile: {
      ...defaultTaxProfile,
      filingStatus: 'married_joint',
      owners: 2,
      priorYearTaxCents: 1_845_000,
      homeOfficeSquareFeet: 180,
    },
  },
};
