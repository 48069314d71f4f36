import { describe, expect, it } from 'vitest';
import { readTransactions } from '../../domain/books';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { samplePreview } from './previewFixture';
import { isLiveBooks, viewFromPreview } from './booksView';

describe('viewFromPreview', () => {
  it('reads the preview as the live store is read: chart by number, lines newest first', () => {
    const seed = booksSeed(sampleLines);
    const view = viewFromPreview('acme', samplePreview(seed));
    expect(view.companyId).toBe('acme');
    expect(isLiveBooks(view)).toBe(false);
    expect(view.accounts.map((a) => a.number)).toEqual(
      [...view.accounts.map((a) => a.number)].sort(),
    );
    expect(view.accountById.get('checking')?.name).toBe('Business Checking');
    // As the live store lists them, though the preview sent them oldest first.
    expect(view.transactions).toEqual(readTransactions(seed.transactions ?? {}));
    expect(view.transactions[0]?.description).toBe('Stripe payout');
    expect(view.balances.get('checking')).toBe(262402);
    expect(view.bankAccounts.map((b) => b.account.id)).toContain('checking');
    expect(view.settings.lockDate).toBe('');
  });

  it('leaves out a line or an account it cannot read, as the live store would', () => {
    const preview = samplePreview(booksSeed(sampleLines.slice(0, 2)));
    preview.transactions.push({ id: 'broken', description: 'no amount' }, 'not an object', {
      ...(preview.transactions[0] as object),
      id: '',
    });
    preview.tables.accounts.unreadable = { name: 42 };
    const view = viewFromPreview('acme', preview);
    expect(view.transactions.map((t) => t.id).sort()).toEqual(
      sampleLines
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    );
    expect(view.accountById.has('unreadable')).toBe(false);
  });
});
