import type { Meta, StoryObj } from '@storybook/react-vite';
import { trainingModules } from '../../domain/public';
import { SimulationView } from './SimulationView';

const meta = {
  title: 'Plugins/Training/Simulation View',
  component: SimulationView,
} satisfies Meta<typeof SimulationView>;
export default meta;
type Story = StoryObj<typeof meta>;

const categorize = trainingModules
  .flatMap((m) => m.lessons)
  .find((l) => l.task === 'categorize-bank-line');

/** Categorizing a bank line in the learner's sandbox (checking reports that the server is away). */
export const CategorizeABankLine: Story = {
  args: {
    lesson: categorize!,
    sandbox: { companyId: 'sandbox-ada', name: 'Training sandbox — Ada Lovelace' },
    onOpen: async () => {},
    onCheck: async () => ({
      ok: false,
      message: 'The training server is not running in Storybook',
    }),
    onBack: () => {},
  },
};
