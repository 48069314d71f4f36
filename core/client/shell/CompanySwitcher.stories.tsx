import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompanies, sampleCompany, sampleUser, storyFrame } from '../testkit';
import { CompanySwitcher } from './CompanySwitcher';

const meta = { title: 'Core/Shell/CompanySwitcher', component: CompanySwitcher } satisfies Meta<typeof CompanySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No company: 'No companies accessible'. */
export const NoCompanies: Story = { decorators: [storyFrame({ companies: [], user: sampleUser({ companyId: null, role: null }), sync: false })] };
/** One company: a static badge. */
export const OneCompany: Story = { decorators: [storyFrame({ companies: [sampleCompany()] })] };
/** Several, one owned: dropdown with the accountant tip. */
export const SeveralAsOwner: Story = { decorators: [storyFrame({ companies: sampleCompanies(), api: { 'POST /api/companies/c-babbage/switch': { user: sampleUser({ companyId: 'c-babbage' }) } } })] };
/** Several, none owned: no tip. */
export const SeveralAsAccountant: Story = {
  decorators: [storyFrame({ user: sampleUser({ role: 'accountant' }), companies: sampleCompanies('accountant').map((c) => ({ ...c, role: 'accountant' as const })) })],
};
