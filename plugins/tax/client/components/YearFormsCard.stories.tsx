import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleYearForms } from '../fixtures/sampleTax';
import { YearFormsCard } from './YearFormsCard';

const meta: Meta<typeof YearFormsCard> = {
  title: 'Plugins/Tax/YearFormsCard',
  component: YearFormsCard,
  args: { onDownload: () => {} },
};
export default meta;
type Story = StoryObj<typeof YearFormsCard>;

/** Two employees' W-2s and the W-3; a 1099 vendor over the threshold whose W-9 is missing. */
export const Forms: Story = { args: { forms: sampleYearForms } };

/** A W-2 downloading: its button is disabled until the PDF arrives. */
export const Downloading: Story = { args: { forms: sampleYearForms, busy: 'w-2:emp-ana' } };

/** Read by a role without payroll access: no W-2s. */
export const NoPayrollAccess: Story = { args: { forms: { ...sampleYearForms, w2: null } } };

/** A year Keel has no form dates for. */
export const NoYear: Story = {
  args: { forms: { ...sampleYearForms, taxYear: null, taxYears: [] } },
};
