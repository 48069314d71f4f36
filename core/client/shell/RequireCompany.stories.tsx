import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, storyFrame } from '../testkit';
import { RequireCompany } from './RequireCompany';

const meta = { title: 'Core/Shell/RequireCompany', component: RequireCompany, args: { children: <p>Company content</p> } } satisfies Meta<typeof RequireCompany>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No company yet: create one. */
export const NoCompany: Story = { decorators: [storyFrame({ user: sampleUser({ companyId: null, role: null }), companies: [], sync: false })] };
/** With a company: the content shows. */
export const WithCompany: Story = { decorators: [storyFrame({})] };
