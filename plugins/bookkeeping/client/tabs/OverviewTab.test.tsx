// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CompanySyncProvider } from '@keel/core/client';
import type { TablesContent } from '@keel/core/domain';
import { createTestWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { WithBooks } from '../components/transactions/WithBooks';
import { OverviewTab } from './OverviewTab';

function renderOverview(bookkeeping: TablesContent) {
  const workspace = createTestWorkspace({ plugins: [plugin], as: 'viewer', seed: { bookkeeping } });
  render(
    <CompanySyncProvider sync={workspace.sync}>
      <WithBooks>{(books) => <OverviewTab books={books} />}</WithBooks>
    </CompanySyncProvider>,
  );
}

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('OverviewTab', () => {
  it('shows honest empty states for empty books', () => {
    renderOverview({});
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText('No accounts yet')).toBeInTheDocument();
  });

  it('lists the 5 newest transactions and the first 6 accounts with their balances', () => {
    renderOverview(booksSeed(sampleLines));
    const recent = itemsOf('Recent Activity');
    expect(
      recent.map((item) => within(item).getByText(/./, { selector: '.bk-list-title' }).textContent),
    ).toEqual([
      'Stripe payout',
      'Office Depot #1234',
      'GUSTO PAYROLL',
      'SQ *BLUE BOTTLE 0423 OAKLAND',
      'WeWork November rent',
    ]);
    expect(within(recent[0] as HTMLElement).getByText('+$12,500.00')).toHaveClass('bk-amount--in');
    expect(within(recent[3] as HTMLElement).getByText(/Uncategorized/)).toBeInTheDocument();

    const balances = itemsOf('Account Balances');
    expect(balances).toHaveLength(6);
    // 12,500.00 - 45.99 - 8,200.00 - 1,500.00 - 129.99, and the pending coffee's 18.75.
    expect(within(balances[0] as HTMLElement).getByText('Business Checking')).toBeInTheDocument();
    expect(within(balances[0] as HTMLElement).getByText('$2,605.27')).toBeInTheDocument();
    expect(within(balances[5] as HTMLElement).getByText('Inventory')).toBeInTheDocument();
    expect(within(balances[5] as HTMLElement).getByText('$0.00')).toBeInTheDocument();
  });
});
