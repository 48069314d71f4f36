// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { RenderingPlugin, useService, type DiscoveredPlugin } from '@keel/core/client';
import { definePlugin, formatUSD, type JournalEntry } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ledgerServiceRef, type LedgerReads } from '../../domain/public';
import { booksSeed } from '../components/accounts/booksSeed';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';
import { clientPlugin } from '../index';

// A small plugin reading the ledger service in the browser, as docs/plugins.md shows it.
const reader = definePlugin({
  id: 'reader',
  title: 'Reader',
  icon: 'book',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['bookkeeping.ledger'],
});
const plugins: DiscoveredPlugin[] = [
  { manifest: plugin, loadClient: async () => clientPlugin },
  { manifest: reader, loadClient: null },
];
const companyId = 'c-analytical';

const entry = (id: string, date: string, cents: number): JournalEntry => ({
  id,
  date,
  memo: id,
  lines: [
    { accountId: 'checking', debit: cents, credit: 0 },
    { accountId: 'sales', debit: 0, credit: cents },
  ],
});

/** Shows a read of the ledger, read again after every change the service pushes. */
function LedgerFigure({ read }: { read: (ledger: LedgerReads) => Promise<string> }) {
  const ledger = useService(ledgerServiceRef);
  const [text, setText] = useState('Reading…');
  useEffect(() => {
    const show = () =>
      read(ledger).then(setText, (error: unknown) => setText(`Failed: ${String(error)}`));
    void show();
    return ledger.subscribe(companyId, show);
  }, [ledger, read]);
  return <p>{text}</p>;
}

function renderReader(
  read: (ledger: LedgerReads) => Promise<string>,
  entries: JournalEntry[],
  api = {},
) {
  const seed = booksSeed();
  seed[ENTRIES_TABLE] = Object.fromEntries(entries.map((e) => [e.id, entryToRow(e)]));
  return renderInWorkspace(
    <RenderingPlugin pluginId="reader">
      <Suspense fallback={<p>Loading</p>}>
        <LedgerFigure read={read} />
      </Suspense>
    </RenderingPlugin>,
    { plugins, seed: { bookkeeping: seed }, api },
  );
}

const cashOn = (asOf: string) => async (ledger: LedgerReads) => {
  const { accounts } = await ledger.balances(companyId, { asOf });
  return `Cash ${formatUSD(accounts.find((a) => a.accountId === 'checking')?.balance ?? 0)}`;
};

describe('the ledger service in the browser', () => {
  it('reads the live document and pushes each change to its subscribers', async () => {
    const { sync, api } = renderReader(cashOn('2026-11-25'), [entry('e1', '2026-11-02', 12_500)]);
    await screen.findByText('Cash $125.00');
    const store = sync!.getStore('bookkeeping')!;
    act(() => {
      store.setRow(ENTRIES_TABLE, 'e2', entryToRow(entry('e2', '2026-11-20', 2_000)));
    });
    await screen.findByText('Cash $145.00');
    // Nothing asked of the server: the live document holds it all.
    expect(api.calls).toEqual([]);
  });

  it('asks the server’s ledger route for a range reaching an archived year, and checks its answer', async () => {
    const carryForward = { ...entry('carry-forward-2024', '2024-12-31', 50_000) };
    const pnl = {
      range: { from: '2024-01-01', to: '2024-12-31' },
      income: { lines: [], total: 90_000 },
      costOfGoodsSold: { lines: [], total: 0 },
      grossProfit: 90_000,
      expenses: { lines: [], total: 40_000 },
      netIncome: 50_000,
    };
    const income = async (ledger: LedgerReads) =>
      `Net income ${formatUSD((await ledger.profitAndLoss(companyId, { from: '2024-01-01', to: '2024-12-31' })).netIncome)}`;
    const { api } = renderReader(income, [carryForward], {
      [`GET /api/companies/${companyId}/ledger/profit-and-loss`]: pnl,
    });
    await screen.findByText('Net income $500.00');
    expect(api.calls.map((call) => call.url)).toEqual([
      `/api/companies/${companyId}/ledger/profit-and-loss?from=2024-01-01&to=2024-12-31`,
    ]);
  });

  it('refuses an answer of the wrong shape, and a company that is not open', async () => {
    const income = async (ledger: LedgerReads) =>
      `Net income ${(await ledger.profitAndLoss(companyId, { from: '2024-01-01' })).netIncome}`;
    renderReader(income, [entry('carry-forward-2024', '2024-12-31', 50_000)], {
      [`GET /api/companies/${companyId}/ledger/profit-and-loss`]: { netIncome: '500.00' },
    });
    await screen.findByText(/^Failed:[\s\S]*"netIncome"[\s\S]*expected number, received string/);
    const other = async (ledger: LedgerReads) => {
      await ledger.trialBalance('c-other', {});
      return 'read';
    };
    renderReader(other, []);
    await screen.findByText(
      "Failed: Error: The browser's ledger reads the open company (c-analytical), not c-other",
    );
  });
});
