import type { Meta, StoryObj } from '@storybook/react-vite';
import { trainingCatalog } from '../../domain/catalog/catalog';
import { summarizeProgress } from '../../domain/progress/summary';
import { accountingCertified, accountingDone } from '../fixtures/fakeTrainingApi';
import { sampleModules, sampleProgress } from '../fixtures/sampleStanding';
import { Certifications } from './Certifications';

const meta = {
  title: 'Plugins/Training/Certifications',
  component: Certifications,
  args: { modules: sampleModules, onTakeAssessment: () => {}, onDownload: () => {} },
} satisfies Meta<typeof Certifications>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accounting Fundamentals' lessons passed: its assessment may be taken; the rest wait. */
export const AssessmentOpen: Story = { args: { progress: sampleProgress } };

/** Accounting Fundamentals certified, with its code, PDF and public page. */
export const Certified: Story = {
  args: { progress: summarizeProgress(trainingCatalog, accountingDone(), accountingCertified()) },
};
