import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  title: 'Core/UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Initials drawn locally. */
export const Medium: Story = {};
/** Large, as on profile settings. */
export const Large: Story = { args: { size: 'lg', name: 'Charles Babbage' } };
/** A single name. */
export const OneName: Story = { args: { size: 'sm', name: 'Trial' } };
