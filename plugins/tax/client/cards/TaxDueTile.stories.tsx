import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { TaxDueTile } from './TaxDueTile';

const meta: Meta<typeof TaxDueTile> = { title: 'Plugins/Tax/TaxDueTile', component: TaxDueTile };
export default meta;

/** The sample company's taxes due in the next 30 days. */
export const Due: StoryObj<typeof TaxDueTile> = {
  parameters: {
    keel: { api: { 'GET /api/tax/liabilities': sampleLiabilities } } satisfies KeelParameters,
  },
};
