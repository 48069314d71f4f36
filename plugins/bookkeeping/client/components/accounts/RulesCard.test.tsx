// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../../plugin';
import { booksSeed } from './booksSeed';
import { RulesCard } from './RulesCard';
import { WithBooks } from './WithBooks';

function renderRules() {
  const seed = booksSeed({
    rules: [
      { id: 'rule-stripe', keyword: 'Stripe payout', accountId: 'sales', category: 'income' },
    ],
  });
  const { sync } = renderInWorkspace(
    <WithBooks>{(books, author) => <RulesCard books={books} author={author} />}</WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: seed } },
  );
  const store = sync?.getStore('bookkeeping');
  if (!store) throw new Error('The bookkeeping store is not bound');
  return { store, user: userEvent.setup() };
}

const rulesTable = () => screen.getByRole('table', { name: 'Categorization rules' });

describe('RulesCard', () => {
  it('lists the rules and says that past choices also categorize lines', () => {
    renderRules();
    expect(within(rulesTable()).getByRole('row', { name: /Stripe payout/ })).toHaveTextContent(
      '4000 · Sales',
    );
    expect(
      screen.getByText(
        'Imported lines are also categorized from your own past choices for the same payee.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a rule', async () => {
    const { store, user } = renderRules();
    await user.type(screen.getByLabelText('Keyword'), '  GUSTO ');
    await user.selectOptions(screen.getByLabelText('Account'), 'payroll-wages');
    await user.selectOptions(screen.getByLabelText('Category'), 'expense');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(within(rulesTable()).getByRole('row', { name: /GUSTO/ })).toHaveTextContent(
      '6500 · Payroll Wages',
    );
    const added = Object.values(store.getTable('rules')).find((r) => r.keyword === 'GUSTO');
    expect(added).toEqual({ keyword: 'GUSTO', accountId: 'payroll-wages', category: 'expense' });
    expect(screen.getByLabelText('Keyword')).toHaveValue('');
  });

  it('names the missing keyword and account and writes nothing', async () => {
    const { store, user } = renderRules();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByLabelText('Keyword')).toHaveAccessibleDescription('Keyword is required');
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription('Account is required');
    await user.type(screen.getByLabelText('Keyword'), 'stripe PAYOUT');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(screen.getByLabelText('Keyword')).toHaveAccessibleDescription(
      'A rule for "stripe PAYOUT" already exists',
    );
    expect(store.getRowCount('rules')).toBe(1);
  });

  it('deletes a rule', async () => {
    const { store, user } = renderRules();
    await user.click(screen.getByRole('button', { name: 'Delete rule Stripe payout' }));
    expect(store.getRowCount('rules')).toBe(0);
    expect(screen.getByText('No rules yet')).toBeInTheDocument();
  });
});
