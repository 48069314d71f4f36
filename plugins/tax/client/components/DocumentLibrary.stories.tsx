import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLibrary } from '../fixtures/sampleTax';
import { DocumentLibrary } from './DocumentLibrary';

const meta: Meta<typeof DocumentLibrary> = {
  title: 'Plugins/Tax/DocumentLibrary',
  component: DocumentLibrary,
  args: { taxYear: 2026, onUpload: () => {}, onDownload: () => {}, onDelete: async () => {} },
};
export default meta;
type Story = StoryObj<typeof DocumentLibrary>;

/** Two uploads and the cards they make with the forms and payments Keel made; may upload. */
export const WithUploads: Story = { args: { library: sampleLibrary, mayUpload: true } };

/** Nothing uploaded yet, read by a role that may not upload. */
export const Empty: Story = {
  args: {
    library: { documents: [], categories: sampleLibrary.categories },
    mayUpload: false,
  },
};
