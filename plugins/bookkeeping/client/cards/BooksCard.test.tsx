// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { booksSeed, sampleLines } from '../components/transactions/booksSeed';
import { BooksCard } from './BooksCard';
import { entryToRow } from '../../domain/ledger/entryRow';

describe('the dashboard books card', () => {
  it("shows this year's revenue and net income and the cash, from the ledger", async () => {
    // The sample month is November 2026; "this year" is read from the clock.
    renderInWorkspace(<BooksCard />, {
      manifests: [plugin],
      seed: { bookkeeping: booksSeed(sampleLines) },
      now: '2026-11-25T12:00:00',
    });
    const card = await screen.findByRole('region', { name: 'Books' });
    const figure = async (term: string) =>
      (await within(card).findByText(term)).closest('div')!.querySelector('dd')!.textContent;
    // Stripe payout 12,500.00 in; 45.99 + 8,200.00 + 1,500.00 + 129.99 out, and the pending
    // coffee line's 18.75 posted against Uncategorized Expense until it is categorized.
    expect(await figure('Revenue since 2026-01-01')).toBe('$12,500.00');
    expect(await figure('Net income')).toBe('$2,605.27');
    expect(await figure('Cash')).toBe('$2,605.27');
    expect(within(card).getByRole('link', { name: 'Open AI Bookkeeping' })).toHaveAttribute(
      'href',
      '/bookkeeping',
    );
  });

  it('counts the cash as of today: a payroll run dated later is left out, and said to be', async () => {
    const seed = booksSeed(sampleLines);
    seed.entries = {
      ...seed.entries,
      'payroll-run-1': entryToRow({
        id: 'payroll-run-1',
        date: '2026-11-30',
        memo: 'Payroll November 16-30',
        lines: [
          { accountId: 'payroll-wages', debit: 79_542, credit: 0 },
          { accountId: 'checking', debit: 0, credit: 79_542 },
        ],
      }),
    };
    renderInWorkspace(<BooksCard />, { manifests: [plugin], seed: { bookkeeping: seed } });
    const card = await screen.findByRole('region', { name: 'Books' });
    const figure = async (term: string) =>
      (await within(card).findByText(term)).closest('div')!.querySelector('dd')!.textContent;
    expect(await figure('Cash')).toBe('$2,605.27');
    expect(await figure('Net income')).toBe('$2,605.27');
    expect(card).toHaveTextContent('Excludes -$795.42 dated after today');
  });
});

describe('the dashboard books card in a new year', () => {
  it('counts revenue from 1 January of the clock’s year, so last year’s sales drop out', async () => {
    renderInWorkspace(<BooksCard />, {
      manifests: [plugin],
      seed: { bookkeeping: booksSeed(sampleLines) },
      now: '2027-01-04T09:00:00',
    });
    const card = await screen.findByRole('region', { name: 'Books' });
    const figure = async (term: string) =>
      (await within(card).findByText(term)).closest('div')!.querySelector('dd')!.textContent;
    expect(await figure('Revenue since 2027-01-01')).toBe('$0.00');
    // Cash is the balance on the books, whatever the year.
    expect(await figure('Cash')).toBe('$2,605.27');
  });
});
