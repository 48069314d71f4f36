import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@keel/core/client';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';

const meta: Meta<typeof UploadDocumentsDialog> = {
  title: 'Plugins/Tax/UploadDocumentsDialog',
  component: UploadDocumentsDialog,
  args: { open: true, taxYear: 2026, onClose: () => {} },
};
export default meta;
type Story = StoryObj<typeof UploadDocumentsDialog>;

/** Open, a category to choose and a file to pick. */
export const Open: Story = { args: { onUpload: async () => {} } };

/** The server refuses the file: its message shows beside the File field. */
export const Refused: Story = {
  args: {
    onUpload: () =>
      Promise.reject(
        new ApiError(400, JSON.stringify({ fields: { file: 'Upload a PDF, JPEG or PNG file' } })),
      ),
  },
};
