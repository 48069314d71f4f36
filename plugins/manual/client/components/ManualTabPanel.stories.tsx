import type { Meta, StoryObj } from '@storybook/react-vite';
import { manualTabs } from '../../domain/manual';
import { ManualTabPanel } from './ManualTabPanel';

const meta: Meta<typeof ManualTabPanel> = {
  title: 'Plugins/Manual/ManualTabPanel',
  component: ManualTabPanel,
  args: { complete: false, saving: false, openSection: '', onMark: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ManualTabPanel>;

/** Quick Start, not yet complete. */
export const QuickStart: Story = { args: { tab: manualTabs[0] } };

/** AI Features, an accordion with the payroll engine open and the tab marked complete. */
export const AccordionComplete: Story = {
  args: { tab: manualTabs[1], complete: true, openSection: 'payroll-engine' },
};
