import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureList } from './FigureList';

const meta = {
  title: 'Core/UI/FigureList',
  component: FigureList,
  args: {
    figures: [
      ['Revenue since 2026-01-01', '$12,500.00'],
      ['Net income', '$2,624.02'],
      ['Cash', '$2,624.02'],
    ],
  },
} satisfies Meta<typeof FigureList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Key figures of a card, in columns. */
export const Figures: Story = {};
