import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompany, storyFrame } from '../testkit';
import { RequireTwoFactorToggle } from './RequireTwoFactorToggle';

const meta = { title: 'Core/Settings/RequireTwoFactorToggle', component: RequireTwoFactorToggle, args: { company: sampleCompany() } } satisfies Meta<typeof RequireTwoFactorToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off. */
export const Off: Story = { decorators: [storyFrame({ api: { 'PATCH /api/companies/c-analytical': {} } })] };
/** On. */
export const On: Story = { args: { company: sampleCompany({ requireTwoFactor: true }) }, decorators: [storyFrame({ api: { 'PATCH /api/companies/c-analytical': {} } })] };
