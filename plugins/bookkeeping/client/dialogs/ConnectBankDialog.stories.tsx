import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@keel/core/client';
import { SAMPLE_COMPANY_ID, type KeelParameters } from '@keel/core/testing';
import { ConnectBankDialog } from './ConnectBankDialog';

const CONNECT = `POST /api/companies/${SAMPLE_COMPANY_ID}/connect-bank`;

function Connect() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect Bank</Button>
      <ConnectBankDialog companyId={SAMPLE_COMPANY_ID} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/ConnectBankDialog',
  component: Connect,
} satisfies Meta<typeof Connect>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The server connects the bank: live with a setup token, for statements without one. */
export const Connects: Story = {
  parameters: {
    keel: {
      api: {
        [CONNECT]: (body) => {
          const sent = body as { bankName: string; setupToken: string };
          return {
            bankName: sent.bankName,
            accounts: [
              { accountId: 'bank-new', name: `${sent.bankName} account`, live: !!sent.setupToken },
            ],
          };
        },
      },
    } satisfies KeelParameters,
  },
};

/** SimpleFIN refuses the token: the message shows beside the field and a toast says it failed. */
export const TokenRefused: Story = {
  parameters: {
    keel: {
      api: {
        [CONNECT]: [
          400,
          {
            error: 'setupToken: SimpleFIN refused this setup token; it may have been used already',
            fields: {
              setupToken: 'SimpleFIN refused this setup token; it may have been used already',
            },
          },
        ],
      },
    } satisfies KeelParameters,
  },
};

/** No server answers: 'Connection Failed'. */
export const ServerDown: Story = {};
