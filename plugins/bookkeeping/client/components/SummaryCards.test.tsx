// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderInWorkspace } from '@keel/core/testing';
import { type JournalEntry, type TablesContent } from '@keel/core/domain';
import { plugin } from '../../plugin';
import { booksSeed } from './accounts/booksSeed';
import { DEMO_NOW, demoBooks } from './accounts/demoBooks';
import { WithBooks } from './accounts/WithBooks';
import { BankingTab } from '../tabs/BankingTab';
import { SummaryCards } from './SummaryCards';
import { entryToRow } from '../../domain/ledger/entryRow';

const bankSync = { syncing: false, syncAll: vi.fn(), syncOne: vi.fn() };

function renderCards(seed: TablesContent, now?: string) {
  renderInWorkspace(
    <WithBooks now={DEMO_NOW}>
      {(books, author) => (
        <>
          <SummaryCards books={books} />
          <BankingTab books={books} author={author} bankSync={bankSync} />
        </>
      )}
    </WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: seed }, ...(now ? { now } : {}) },
  );
}

const cardValue = (title: string) =>
  within(screen.getByRole('region', { name: title })).getByText(/./, { selector: '.bk-stat-value' })
    .textContent;
const bankCards = () => document.querySelectorAll('.bk-bank-grid > section').length;

describe('SummaryCards', () => {
  it('counts the bank accounts the Banking tab shows, for a new company too', () => {
    renderCards(booksSeed());
    expect(bankCards()).toBe(3);
    expect(cardValue('Bank Accounts')).toBe('3');
  });

  it('counts every bank card, connected to a live feed or not', () => {
    renderCards(demoBooks());
    expect(bankCards()).toBeGreaterThan(0);
    expect(cardValue('Bank Accounts')).toBe(String(bankCards()));
  });

  describe('as of today', () => {
    it('leaves out a payroll run dated after today, and says so', () => {
      const run: JournalEntry = {
        id: 'payroll-run-1',
        date: '2026-11-30',
        memo: 'Payroll November 16-30',
        lines: [
          { accountId: 'payroll-wages', debit: 79_542, credit: 0 },
          { accountId: 'checking', debit: 0, credit: 79_542 },
        ],
      };
      const seed = booksSeed();
      seed.entries = { [run.id]: entryToRow(run) };
      renderCards(seed, '2026-11-25T12:00:00');
      expect(cardValue('Total Balance')).toBe('$0.00');
      expect(screen.getByRole('region', { name: 'Total Balance' })).toHaveTextContent(
        'Excludes -$795.42 dated after today',
      );
      const checking = screen.getByRole('region', { name: 'Business Checking' });
      expect(checking).toHaveTextContent('Current balance$0.00Excludes -$795.42 dated after today');

      cleanup();
      renderCards(seed, '2026-11-30T09:00:00');
      expect(cardValue('Total Balance')).toBe('-$795.42');
      expect(screen.getByRole('region', { name: 'Total Balance' })).not.toHaveTextContent(
        'Excludes',
      );
    });
  });
});
