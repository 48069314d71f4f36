import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { CompliancePage } from './CompliancePage';

const meta: Meta<typeof CompliancePage> = { title: 'Plugins/Compliance/CompliancePage', component: CompliancePage };
export default meta;

type Story = StoryObj<typeof CompliancePage>;

/** A company with no items yet. */
export const Empty: Story = {};

/** A company with a few items. */
export const WithItems: Story = {
  parameters: {
    keel: {
      seed: {
        'compliance': {
          items: {
            a: { title: 'Call the bank', createdAt: '2026-01-05T09:00:00.000Z' },
            b: { title: 'Send the quarterly report', createdAt: '2026-01-06T09:00:00.000Z' },
          },
        },
      },
    } satisfies KeelParameters,
  },
};
