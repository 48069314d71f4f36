import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDocuments } from '../fixtures/sampleTax';
import { DocumentsTab } from './DocumentsTab';

const meta: Meta<typeof DocumentsTab> = {
  title: 'Plugins/Tax/DocumentsTab',
  component: DocumentsTab,
};
export default meta;
type Story = StoryObj<typeof DocumentsTab>;

const handlers = {
  onYearChange: () => {},
  onDownload: () => {},
  onUpload: () => {},
  onDownloadDocument: () => {},
  onDeleteDocument: async () => {},
  mayUpload: true,
};

/** The sample company's year-end forms and worksheets. */
export const Worksheets: Story = {
  args: {
    worksheets: sampleDocuments.form941,
    yearForms: sampleDocuments.yearForms,
    library: sampleDocuments.library,
    ...handlers,
  },
};

/** No payroll yet, and no 1099 vendor over the threshold. */
export const None: Story = {
  args: {
    worksheets: [],
    yearForms: {
      ...sampleDocuments.yearForms,
      w2: { dueDate: '2027-02-01', employees: [] },
      form1099Nec: { ...sampleDocuments.yearForms.form1099Nec, vendors: [] },
    },
    library: { documents: [], categories: sampleDocuments.library.categories },
    ...handlers,
  },
};
