import type { Meta, StoryObj } from '@storybook/react-vite';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: 'accountant', label: 'Accountant' },
  { value: 'cpa', label: 'CPA' },
  { value: 'viewer', label: 'Viewer' },
];
const meta = {
  title: 'Core/UI/NativeSelect',
  component: NativeSelect,
  args: { label: 'Role', options },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled native select. */
export const Default: Story = {};
/** With an error. */
export const WithError: Story = { args: { error: 'Choose a role' } };
