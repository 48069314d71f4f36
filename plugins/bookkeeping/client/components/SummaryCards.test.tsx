// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInWorkspace } from '@keel/core/testing';
import type { TablesContent } from '@keel/core/domain';
import { plugin } from '../../plugin';
import { booksSeed } from './accounts/booksSeed';
import { DEMO_NOW, demoBooks } from './accounts/demoBooks';
import { WithBooks } from './accounts/WithBooks';
import { BankingTab } from '../tabs/BankingTab';
import { SummaryCards } from './SummaryCards';

const bankSync = { syncing: false, syncAll: vi.fn(), syncOne: vi.fn() };

function renderCards(seed: TablesContent) {
  renderInWorkspace(
    <WithBooks now={DEMO_NOW}>
      {(books, author) => (
        <>
          <SummaryCards books={books} />
          <BankingTab books={books} author={author} bankSync={bankSync} />
        </>
      )}
    </WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: seed } },
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
});
