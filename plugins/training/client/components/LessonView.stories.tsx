import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleModules } from '../fixtures/sampleStanding';
import { LessonView } from './LessonView';

const meta = {
  title: 'Plugins/Training/Lesson View',
  component: LessonView,
} satisfies Meta<typeof LessonView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first lesson, before any answer (checking answers here reports that the server is away). */
export const DoubleEntry: Story = {
  args: {
    lesson: sampleModules[0]!.lessons[0]!,
    onCheck: async () => ({
      ok: false,
      message: 'The training server is not running in Storybook',
    }),
    onBack: () => {},
  },
};
