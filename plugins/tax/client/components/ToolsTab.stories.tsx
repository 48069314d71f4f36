import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolsTab } from './ToolsTab';

const meta: Meta<typeof ToolsTab> = { title: 'Plugins/Tax/ToolsTab', component: ToolsTab };
export default meta;

/** As a person first opens it. */
export const Default: StoryObj<typeof ToolsTab> = {
  args: { compliance: { checks: [], score: 100 } },
};
