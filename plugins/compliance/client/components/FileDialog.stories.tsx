import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDialog } from './FileDialog';

const meta = {
  title: 'Plugins/Compliance/File dialog',
  component: FileDialog,
  args: {
    deadline: {
      key: 'form-941-2026-Q3',
      deadline: '2026-11-02',
      description: 'File Form 941 for Q3 2026',
      area: 'tax',
      priority: 'high',
      fileable: true,
      filedOn: null,
    },
    today: '2026-11-20',
    onClose: fn(),
    onSave: fn(async () => null),
  },
} satisfies Meta<typeof FileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An overdue Form 941: the day defaults to its due date. */
export const Overdue: Story = {};
