import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { AgencyGuideDialog } from './AgencyGuideDialog';

const meta: Meta<typeof AgencyGuideDialog> = {
  title: 'Plugins/Tax/AgencyGuideDialog',
  component: AgencyGuideDialog,
  args: { open: true, onClose: () => {} },
};
export default meta;
type Story = StoryObj<typeof AgencyGuideDialog>;

/** The payroll guide with the company's saved notes, for someone who may edit them. */
export const WithNotes: Story = {
  args: { mayEdit: true },
  parameters: {
    keel: {
      seed: {
        tax: {
          agencyNotes: {
            payroll: {
              notes: 'EFTPS PIN arrived 3 March; kept in the office safe.',
              updatedAt: '2026-03-03T09:00:00.000Z',
              updatedBy: 'Bella Owner <bella@example.com>',
            },
          },
        },
      },
    } satisfies KeelParameters,
  },
};

/** Read only. */
export const ReadOnly: Story = { args: { mayEdit: false } };
