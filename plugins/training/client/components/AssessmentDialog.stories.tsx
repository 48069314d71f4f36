import type { Meta, StoryObj } from '@storybook/react-vite';
import { trainingCatalog } from '../../domain/catalog/catalog';
import { attemptQuestions, startAttempt } from '../../domain/assessment/assessment';
import { noAssessments, PASS_MARK_PERCENT } from '../../domain/assessment/schema';
import { accountingDone } from '../fixtures/fakeTrainingApi';
import { AssessmentDialog } from './AssessmentDialog';

const basics = trainingCatalog[0]!;
const drawn = startAttempt(
  trainingCatalog,
  accountingDone(),
  noAssessments,
  basics.id,
  'attempt-1',
  '2026-11-25T10:00:00.000Z',
  () => 0,
);
const paper = drawn.ok
  ? {
      moduleId: basics.id,
      attemptId: drawn.attempt.id,
      passMark: PASS_MARK_PERCENT,
      questions: attemptQuestions(basics, drawn.attempt).map(({ id, question }) => ({
        id,
        prompt: question.prompt,
        choices: question.choices,
      })),
    }
  : null;

const meta = {
  title: 'Plugins/Training/Assessment Dialog',
  component: AssessmentDialog,
  args: {
    module: basics,
    onClose: () => {},
    onDownload: () => {},
    submitAssessment: async () => ({
      ok: false,
      message: 'The training server is not running in Storybook',
    }),
  },
} satisfies Meta<typeof AssessmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ten questions drawn for Accounting Fundamentals, before any answer. */
export const Drawn: Story = {
  args: {
    startAssessment: async () =>
      paper ? { ok: true, answer: paper } : { ok: false, message: 'No paper' },
  },
};

/** The module's lessons are not all passed: the server refuses to draw a paper. */
export const NotYet: Story = {
  args: {
    startAssessment: async () => ({
      ok: false,
      message: 'Complete every lesson of Accounting Fundamentals before its assessment',
    }),
  },
};
