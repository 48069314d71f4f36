import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManualSearch } from './ManualSearch';

const meta: Meta<typeof ManualSearch> = {
  title: 'Plugins/Manual/ManualSearch',
  component: ManualSearch,
};
export default meta;

type Story = StoryObj<typeof ManualSearch>;

/** The field, before anything is typed. */
export const Empty: Story = {};
