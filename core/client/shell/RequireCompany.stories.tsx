import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { RequireCompany } from './RequireCompany';

const meta = {
  title: 'Core/Shell/RequireCompany',
  component: RequireCompany,
  args: { children: <p>Company content</p> },
} satisfies Meta<typeof RequireCompany>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No company yet: create one. */
export const NoCompany: Story = {
  parameters: { keel: { user: { companyId: null } } satisfies KeelParameters },
};
/** With a company: the content shows. */
export const WithCompany: Story = {};
