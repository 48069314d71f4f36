import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_COMPANY_ID, type KeelParameters } from '@keel/core/testing';
import { ApprovalLimitForm } from './ApprovalLimitForm';

const meta = {
  title: 'Plugins/Fraud/Approval limit',
  component: ApprovalLimitForm,
  args: { companyId: SAMPLE_COMPANY_ID, approvalLimit: null },
  parameters: {
    keel: {
      api: {
        'PUT /api/fraud/settings': (body: unknown) => ({
          approvalLimit: (body as { approvalLimit: number | null }).approvalLimit,
        }),
      },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof ApprovalLimitForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limit yet: the owner types one in dollars. */
export const NotSet: Story = {};

/** A $5,000.00 limit is set: it can be changed or cleared. */
export const Set: Story = { args: { approvalLimit: 500_000 } };
