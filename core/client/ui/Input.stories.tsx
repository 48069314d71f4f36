import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'Core/UI/Input',
  component: Input,
  args: { label: 'Email', type: 'email' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty input with its label. */
export const Empty: Story = {};
/** With a hint. */
export const WithHint: Story = {
  args: {
    label: 'Current password',
    type: 'password',
    hint: 'Needed when you change your e-mail.',
  },
};
/** With the server's field message. */
export const WithError: Story = {
  args: { defaultValue: 'ada@', error: 'Enter a valid email address' },
};
/** Disabled. */
export const Disabled: Story = { args: { defaultValue: 'ada@example.com', disabled: true } };
