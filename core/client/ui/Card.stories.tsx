import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { Card } from './Card';

const meta = {
  title: 'Core/UI/Card',
  component: Card,
  args: { title: 'Company at a glance', children: <p>Members: 2</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card. */
export const Titled: Story = {};
/** With a description and an action. */
export const WithActions: Story = {
  args: {
    description: 'A few steps to get ready.',
    actions: <Badge tone="primary">1 of 3 done</Badge>,
  },
};
/** Untitled surface. */
export const Plain: Story = { args: { title: undefined } };
