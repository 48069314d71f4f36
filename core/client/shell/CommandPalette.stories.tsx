import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, sampleCompanies, storyFrame } from '../testkit';
import { CommandPalette } from './CommandPalette';

const meta = { title: 'Core/Shell/CommandPalette', component: CommandPalette, args: { open: true, onOpenChange: () => {}, onSwitchCompany: () => {} } } satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages, settings and companies to search. */
export const Open: Story = { decorators: [storyFrame({ plugins: demoPlugins, companies: sampleCompanies() })] };
/** Nothing installed: only settings. */
export const Bare: Story = { decorators: [storyFrame({})] };
