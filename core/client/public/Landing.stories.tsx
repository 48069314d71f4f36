import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { Landing } from './Landing';

const meta = {
  title: 'Core/Public/Landing',
  component: Landing,
  parameters: { keel: { user: null } satisfies KeelParameters },
} satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a signed-out visitor sees. */
export const Default: Story = {};
