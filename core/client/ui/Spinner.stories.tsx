import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = { title: 'Core/UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ring only; the text is for screen readers. */
export const Quiet: Story = {};
/** With visible text. */
export const Labelled: Story = { args: { label: 'Initializing AI Suite...', showLabel: true } };
