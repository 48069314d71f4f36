import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const options = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'partnership', label: 'Partnership' },
];
function Demo({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('llc');
  return (
    <Select
      label="Business type"
      value={value}
      onValueChange={setValue}
      options={options}
      disabled={disabled}
    />
  );
}
const meta = { title: 'Core/UI/Select', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Radix select with a visible label. */
export const Default: Story = {};
/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
