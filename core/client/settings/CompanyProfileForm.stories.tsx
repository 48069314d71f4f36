import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, storyFrame } from '../testkit';
import { CompanyProfileForm } from './CompanyProfileForm';

const meta = { title: 'Core/Settings/CompanyProfileForm', component: CompanyProfileForm, args: { company: sampleCompany(), role: 'owner' } } satisfies Meta<typeof CompanyProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editable for an owner or admin. */
export const Editable: Story = { decorators: [storyFrame({ api: { 'PATCH /api/companies/c-analytical': {} } })] };
/** Read-only for a bookkeeper. */
export const ReadOnly: Story = { args: { role: 'bookkeeper' }, decorators: [storyFrame({})] };
