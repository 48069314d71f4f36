import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, sampleOtherCompanies, type KeelParameters } from '@keel/core/testing';
import { CommandPalette } from './CommandPalette';

const meta = {
  title: 'Core/Shell/CommandPalette',
  component: CommandPalette,
  args: { open: true, onOpenChange: () => {}, onSwitchCompany: () => {} },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages, settings and companies to search. */
export const Open: Story = {
  parameters: {
    keel: { plugins: demoPlugins, otherCompanies: sampleOtherCompanies() } satisfies KeelParameters,
  },
};
/** Nothing installed: only settings. */
export const Bare: Story = { parameters: { keel: { plugins: [] } satisfies KeelParameters } };
