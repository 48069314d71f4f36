import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOtherCompanies, sampleUser, type KeelParameters } from '@keel/core/testing';
import { CompanySwitcher } from './CompanySwitcher';

const meta = {
  title: 'Core/Shell/CompanySwitcher',
  component: CompanySwitcher,
} satisfies Meta<typeof CompanySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No company: 'No companies accessible'. */
export const NoCompanies: Story = {
  parameters: { keel: { user: { companyId: null } } satisfies KeelParameters },
};
/** One owned company: a static badge with the accountant tip. */
export const OneCompany: Story = {};
/** One company as a bookkeeper: the badge alone. */
export const OneCompanyNotOwner: Story = {
  parameters: { keel: { role: 'bookkeeper' } satisfies KeelParameters },
};
/** Several, one owned: dropdown with the accountant tip. */
export const SeveralAsOwner: Story = {
  parameters: {
    keel: {
      otherCompanies: sampleOtherCompanies(),
      api: {
        'POST /api/companies/c-babbage/switch': {
          user: sampleUser({ companyId: 'c-babbage', role: 'admin' }),
        },
      },
    } satisfies KeelParameters,
  },
};
/** Several, none owned: no tip. */
export const SeveralAsAccountant: Story = {
  parameters: {
    keel: {
      role: 'accountant',
      otherCompanies: sampleOtherCompanies('accountant'),
    } satisfies KeelParameters,
  },
};
