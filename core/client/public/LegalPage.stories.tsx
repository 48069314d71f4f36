import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Core/Public/LegalPage',
  component: LegalPage,
  args: { page: 'terms' },
  parameters: { keel: { user: null } satisfies KeelParameters },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms of Service. */
export const Terms: Story = {};
/** Privacy Policy. */
export const Privacy: Story = { args: { page: 'privacy' } };
