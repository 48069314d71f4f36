import type { Meta, StoryObj } from '@storybook/react-vite';
import { complianceChecks } from '../../domain/tools/complianceChecks';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { ComplianceCheckerDialog } from './ComplianceCheckerDialog';

const meta: Meta<typeof ComplianceCheckerDialog> = {
  title: 'Plugins/Tax/ComplianceCheckerDialog',
  component: ComplianceCheckerDialog,
  args: { onClose: () => {} },
};
export default meta;

/** The sample company's report. */
export const Report: StoryObj<typeof ComplianceCheckerDialog> = {
  args: {
    report: complianceChecks({
      liabilities: sampleLiabilities.liabilities,
      deadlines: sampleLiabilities.deadlines,
      in30Days: '2026-12-25',
      uncategorizedOpen: true,
    }),
  },
};
