import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDocuments } from '../fixtures/sampleTax';
import { DocumentsTab } from './DocumentsTab';

const meta: Meta<typeof DocumentsTab> = {
  title: 'Plugins/Tax/DocumentsTab',
  component: DocumentsTab,
};
export default meta;
type Story = StoryObj<typeof DocumentsTab>;

/** The sample company's worksheets. */
export const Worksheets: Story = { args: { worksheets: sampleDocuments.form941 } };

/** No payroll yet. */
export const None: Story = { args: { worksheets: [] } };
