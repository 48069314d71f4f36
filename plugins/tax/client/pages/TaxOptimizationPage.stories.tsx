import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { sampleDocuments, sampleLiabilities, sampleOpportunities } from '../fixtures/sampleTax';
import { TaxOptimizationPage } from './TaxOptimizationPage';

const meta: Meta<typeof TaxOptimizationPage> = {
  title: 'Plugins/Tax/TaxOptimizationPage',
  component: TaxOptimizationPage,
};
export default meta;

type Story = StoryObj<typeof TaxOptimizationPage>;

/** An LLC with payroll, sales tax collected and an analysis run. */
export const WithAnalysis: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/tax/liabilities': sampleLiabilities,
        'GET /api/tax/opportunities': sampleOpportunities,
        'GET /api/tax/documents': sampleDocuments,
      },
    } satisfies KeelParameters,
  },
};

/** Before the first Run Analysis, read by a viewer (no actions). */
export const NotAnalyzedViewer: Story = {
  parameters: {
    keel: {
      role: 'viewer',
      api: {
        'GET /api/tax/liabilities': { ...sampleLiabilities, liabilities: [], deadlines: [] },
        'GET /api/tax/documents': { form941: [] },
        'GET /api/tax/opportunities': {
          ...sampleOpportunities,
          analyzedAt: null,
          opportunities: [],
        },
      },
    } satisfies KeelParameters,
  },
};

/** The server could not compute the taxes. */
export const Failed: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/tax/liabilities': [500, { error: 'Internal error' }] },
    } satisfies KeelParameters,
  },
};
