// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COMPANY_ID, renderInWorkspace, type FakeRoutes } from '@keel/core/testing';
import { useBankSync, type BankSync } from './useBankSync';

const SYNC = `POST /api/companies/${SAMPLE_COMPANY_ID}/sync-banks`;

function renderSync(api: FakeRoutes, companyId: string | null = SAMPLE_COMPANY_ID) {
  const seen: { sync?: BankSync } = {};
  function Probe() {
    const sync = useBankSync(companyId);
    seen.sync = sync;
    return (
      <>
        <button onClick={() => void sync.syncAll().catch(() => {})}>All</button>
        <button onClick={() => void sync.syncOne('checking')}>One</button>
        <p>{sync.syncing ? 'Syncing' : 'Idle'}</p>
      </>
    );
  }
  const { api: fake } = renderInWorkspace(<Probe />, { api });
  return { api: fake, seen, user: userEvent.setup() };
}

const answer = (transactionsSynced: number, error?: string) => ({
  transactionsSynced,
  accounts: [
    {
      accountId: 'checking',
      imported: transactionsSynced,
      skipped: 0,
      lastSyncedAt: '2026-11-20T12:00:00.000Z',
      ...(error ? { error } : {}),
    },
  ],
});

describe('useBankSync', () => {
  it('syncs every bank and says how many lines came in', async () => {
    const { api, user } = renderSync({ [SYNC]: answer(3) });
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Banks Synced')).toBeInTheDocument();
    expect(screen.getByText('Imported 3 new transactions')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: {} });
    expect(screen.getByText('Idle')).toBeInTheDocument();
  });

  it('syncs one account and names a bank that failed', async () => {
    const { api, user } = renderSync({
      [SYNC]: answer(0, 'Chase asks you to sign in again at SimpleFIN Bridge'),
    });
    await user.click(screen.getByRole('button', { name: 'One' }));
    expect(await screen.findByText('Imported 0 new transactions')).toBeInTheDocument();
    expect(screen.getByText('Sync Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Chase asks you to sign in again at SimpleFIN Bridge'),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ accountId: 'checking' });
  });

  it('says the sync failed when the server refuses', async () => {
    const { user } = renderSync({ [SYNC]: [502, { error: 'SimpleFIN is unreachable' }] });
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Sync Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to sync bank accounts')).toBeInTheDocument();
  });

  it('says the sync failed when the answer is not a sync result', async () => {
    const { user } = renderSync({ [SYNC]: { ok: true } });
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('Failed to sync bank accounts')).toBeInTheDocument();
  });

  it('raises an error without a company', async () => {
    const { api, seen } = renderSync({}, null);
    await expect(seen.sync?.syncAll()).rejects.toThrow('No company selected');
    expect(api.calls).toHaveLength(0);
  });
});
