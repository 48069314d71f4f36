import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CsvNeedsMapping } from '../../../domain/statements';
import { ColumnMappingForm } from './ColumnMappingForm';

const headerless: CsvNeedsMapping = {
  needsMapping: true,
  reasons: [
    'The file has no header row naming its columns.',
    'Dates like "03/11/2026" could be month-first (MM/DD/YYYY) or day-first (DD/MM/YYYY).',
  ],
  columns: ['Column 1', 'Column 2', 'Column 3', 'Column 4'],
  sample: [
    ['03/11/2026', '-4.50', 'SQ *BLUE BOTTLE', '1021.50'],
    ['04/11/2026', '1250.00', 'STRIPE PAYOUT', '2271.50'],
    ['05/11/2026', '-129.99', 'COMCAST BUSINESS', '2141.51'],
  ],
  suggestion: { date: 'Column 1', amount: 'Column 2', dateFormat: 'MM/DD/YYYY' },
};

const debitCredit: CsvNeedsMapping = {
  needsMapping: true,
  reasons: [
    'It has both an amount column ("Amount") and debit/credit columns ("Debit", "Credit").',
  ],
  columns: ['Posted', 'Details', 'Debit', 'Credit', 'Amount'],
  sample: [
    ['2026-11-03', 'SQ *BLUE BOTTLE', '4.50', '', '-4.50'],
    ['2026-11-04', 'STRIPE PAYOUT', '', '1250.00', '1250.00'],
  ],
  suggestion: {
    date: 'Posted',
    description: 'Details',
    amount: { debit: 'Debit', credit: 'Credit' },
    dateFormat: 'YYYY-MM-DD',
  },
};

const meta = {
  title: 'Plugins/Bookkeeping/Upload/ColumnMappingForm',
  component: ColumnMappingForm,
  args: { needs: headerless, reading: false, onSubmit: () => {} },
} satisfies Meta<typeof ColumnMappingForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A file without a header: the reader guessed the date and amount, the description is asked for. */
export const NoHeader: Story = {};

/** Debit and credit columns next to an amount column: the person says which to read. */
export const DebitAndCredit: Story = { args: { needs: debitCredit } };

/** Re-reading with the chosen columns. */
export const Reading: Story = { args: { reading: true } };

/** The chosen columns did not read: the reader says which row failed. */
export const ReadFailed: Story = {
  args: { error: 'Line 2: date "04/31/2026" is not a valid date (read as MM/DD/YYYY)' },
};
