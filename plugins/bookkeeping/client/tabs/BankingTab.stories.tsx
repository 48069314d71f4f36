import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSession } from '@keel/core/client';
import { SAMPLE_COMPANY_ID, type KeelParameters } from '@keel/core/testing';
import { booksSeed } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoBooks } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import { useBankSync } from '../hooks/useBankSync';
import { BankingTab } from './BankingTab';

const idle = async () => {};

function Banking({ syncing = false }: { syncing?: boolean }) {
  const { currentCompany } = useSession();
  const bankSync = useBankSync(currentCompany?.id ?? null);
  return (
    <WithBooks now={DEMO_NOW}>
      {(books, author) => (
        <BankingTab
          books={books}
          author={author}
          bankSync={syncing ? { syncing, syncAll: idle, syncOne: idle } : bankSync}
        />
      )}
    </WithBooks>
  );
}

const meta = {
  title: 'Plugins/Bookkeeping/BankingTab',
  component: Banking,
} satisfies Meta<typeof Banking>;
export default meta;

type Story = StoryObj<typeof meta>;

const demo = {
  seed: { bookkeeping: demoBooks() },
  api: {
    [`POST /api/companies/${SAMPLE_COMPANY_ID}/sync-banks`]: {
      transactionsSynced: 2,
      accounts: [
        {
          accountId: 'checking',
          imported: 2,
          skipped: 5,
          lastSyncedAt: '2026-11-20T12:30:00.000Z',
        },
      ],
    },
  },
} satisfies KeelParameters;

/** Chase synced through SimpleFIN, Wells Fargo by statements, petty cash with no bank. Sync answers. */
export const Accounts: Story = { parameters: { keel: demo } };

/** A sync is running: Sync is disabled. */
export const Syncing: Story = { parameters: { keel: demo }, args: { syncing: true } };

/** The server cannot sync: pressing Sync shows 'Sync Failed'. */
export const SyncFails: Story = {
  parameters: { keel: { seed: demo.seed } satisfies KeelParameters },
};

/** A chart without bank or cash accounts. */
export const NoBanks: Story = {
  parameters: {
    keel: { seed: { bookkeeping: booksSeed({ noChart: true }) } } satisfies KeelParameters,
  },
};

/** A viewer sees balances and lines but cannot reconcile or sync. */
export const ReadOnly: Story = {
  parameters: { keel: { ...demo, role: 'viewer' } satisfies KeelParameters },
};
