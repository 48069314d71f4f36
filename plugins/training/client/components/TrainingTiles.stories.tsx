import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProgress } from '../fixtures/sampleStanding';
import { TrainingTiles } from './TrainingTiles';

const meta = {
  title: 'Plugins/Training/Training Tiles',
  component: TrainingTiles,
} satisfies Meta<typeof TrainingTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One module passed, 2.5 hours of lessons. */
export const OneModuleDone: Story = { args: { progress: sampleProgress } };
