import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_COMPANY_ID, type KeelParameters } from '@keel/core/testing';
import { AttachmentList } from './AttachmentList';
import type { Attachment } from './attachmentsApi';

const PATH = `/api/companies/${SAMPLE_COMPANY_ID}/transactions/txn-office-depot/attachments`;

const receipts: Attachment[] = [
  {
    id: 'att-receipt',
    name: 'Office Depot receipt.pdf',
    type: 'application/pdf',
    size: 48_213,
    createdAt: '2026-03-10T12:04:00.000Z',
    createdBy: 'user-ada',
  },
  {
    id: 'att-photo',
    name: 'IMG_2031.heic',
    type: 'image/heic',
    size: 2_315_004,
    createdAt: '2026-03-11T08:30:00.000Z',
    createdBy: 'user-ines',
  },
];

const meta = {
  title: 'Plugins/Bookkeeping/AttachmentList',
  component: AttachmentList,
  args: { companyId: SAMPLE_COMPANY_ID, transactionId: 'txn-office-depot', canWrite: true },
} satisfies Meta<typeof AttachmentList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A transaction with a PDF receipt and a phone photo; downloads and delete buttons. */
export const WithReceipts: Story = {
  parameters: {
    keel: {
      api: {
        [`GET ${PATH}`]: { attachments: receipts },
        [`DELETE ${PATH}/att-receipt`]: [204, undefined],
        [`DELETE ${PATH}/att-photo`]: [204, undefined],
      },
    } satisfies KeelParameters,
  },
};

/** Nothing attached yet: the empty state and the 'Attach receipt' picker. */
export const Empty: Story = {
  parameters: { keel: { api: { [`GET ${PATH}`]: { attachments: [] } } } satisfies KeelParameters },
};

/** A viewer can download the receipts but neither attach nor delete. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  parameters: {
    keel: {
      role: 'viewer',
      api: { [`GET ${PATH}`]: { attachments: receipts } },
    } satisfies KeelParameters,
  },
};

/** The list is still on its way. */
export const Loading: Story = {
  parameters: {
    keel: { api: { [`GET ${PATH}`]: () => new Promise(() => {}) } } satisfies KeelParameters,
  },
};

/** The server refused the list: its message and a way to try again. */
export const LoadError: Story = {
  parameters: {
    keel: {
      api: { [`GET ${PATH}`]: [404, { error: 'Transaction not found' }] },
    } satisfies KeelParameters,
  },
};
