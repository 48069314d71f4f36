import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Core/UI/Button',
  component: Button,
  args: { children: 'Save changes' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main action. */
export const Primary: Story = {};
/** A secondary action. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
/** A quiet action. */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Mark all as read' } };
/** A dangerous action. */
export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Disable two-factor' },
};
/** Busy while a request runs. */
export const Busy: Story = { args: { disabled: true, children: 'Signing in...' } };
