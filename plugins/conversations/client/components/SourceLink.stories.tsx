import type { Meta, StoryObj } from '@storybook/react-vite';
import { SourceLink } from './SourceLink';

const meta = {
  title: 'Plugins/Conversations/SourceLink',
  component: SourceLink,
  args: { source: { label: '6700 Rent', path: '/bookkeeping?tab=accounts&account=rent' } },
} satisfies Meta<typeof SourceLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the app. */
export const Page: Story = {};
/** A file to download. */
export const Download: Story = {
  args: {
    source: {
      label: 'Monthly financial report, October 2026 (PDF)',
      path: '/files/report.pdf',
      download: true,
    },
  },
};
