import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManualText } from './ManualText';

const meta: Meta<typeof ManualText> = { title: 'Plugins/Manual/ManualText', component: ManualText };
export default meta;

type Story = StoryObj<typeof ManualText>;

/** A label, a screen link and a setting in one sentence. */
export const AllMarks: Story = {
  args: {
    sentence:
      'In [AI Bookkeeping](/bookkeeping), **Connect Bank**; the server reads `SMTP_URL` for mail.',
  },
};
