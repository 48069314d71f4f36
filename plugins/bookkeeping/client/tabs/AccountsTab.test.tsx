// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { booksSeed, type BooksSeedOptions } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoLine } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import { AccountsTab } from './AccountsTab';

function renderAccounts(seed: BooksSeedOptions = {}, role: Role = 'owner') {
  const { sync } = renderInWorkspace(
    <WithBooks now={DEMO_NOW}>
      {(books, author) => <AccountsTab books={books} author={author} />}
    </WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: booksSeed(seed) }, role },
  );
  const store = sync?.getStore('bookkeeping');
  if (!store) throw new Error('The bookkeeping store is not bound');
  return { store, user: userEvent.setup() };
}

const chart = () => screen.getByRole('table', { name: 'Chart of Accounts' });
// By the name's cell rather than getByRole('row'): naming 40 rows is slow in jsdom.
const rowOf = (name: string) => {
  const row = within(chart()).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('AccountsTab', () => {
  it('lists the chart with each balance computed from the entries', () => {
    renderAccounts({
      transactions: [
        demoLine('t1', { amount: -320_000, accountId: 'rent', description: 'October rent' }),
      ],
    });
    expect(within(rowOf('Rent')).getByText('$3,200.00')).toBeInTheDocument();
    expect(within(rowOf('Business Checking')).getByText('-$3,200.00')).toBeInTheDocument();
    expect(within(rowOf('Business Checking')).getByText('1000')).toBeInTheDocument();
  });

  it('adds a bank account to the chart', async () => {
    const { store, user } = renderAccounts();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Account' });
    await user.type(within(dialog).getByLabelText('Account number'), '1020');
    await user.type(within(dialog).getByLabelText('Account name'), 'Money Market');
    expect(within(dialog).getByLabelText('Subtype')).toHaveValue('current_asset');
    await user.click(within(dialog).getByLabelText('Bank or cash account'));
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getRow('accounts', 'money-market')).toEqual({
      number: '1020',
      name: 'Money Market',
      type: 'asset',
      subtype: 'current_asset',
      isBank: true,
      contra: false,
    });
    expect(rowOf('Money Market')).toHaveTextContent('$0.00');
    expect(screen.getByText('Account Added')).toBeInTheDocument();
    expect(screen.getByText('1020 · Money Market is in the chart of accounts')).toBeInTheDocument();
  });

  it("resets the subtype to the type's usual one when the type changes: an expense is an operating expense", async () => {
    const { store, user } = renderAccounts();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Account' });
    await user.type(within(dialog).getByLabelText('Account number'), '6950');
    await user.type(within(dialog).getByLabelText('Account name'), 'Postage');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'expense');
    const subtype = within(dialog).getByLabelText('Subtype');
    expect(subtype).toHaveValue('operating_expense');
    expect(
      within(subtype)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cost of goods sold', 'Operating expense', 'Other expense']);
    await user.selectOptions(subtype, 'other_expense');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'income');
    expect(subtype).toHaveValue('operating_income');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'expense');
    expect(subtype).toHaveValue('operating_expense');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(store.getRow('accounts', 'postage')).toMatchObject({
      type: 'expense',
      subtype: 'operating_expense',
    });
  });

  it('offers only the subtypes of the chosen type, and the bank box only for current assets', async () => {
    const { user } = renderAccounts();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'liability');
    const subtype = screen.getByLabelText('Subtype');
    expect(
      within(subtype)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Current liability', 'Long term liability']);
    expect(screen.queryByLabelText('Bank or cash account')).not.toBeInTheDocument();
  });

  it('refuses a number already in the chart and writes nothing', async () => {
    const { store, user } = renderAccounts();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    await user.type(screen.getByLabelText('Account number'), '6700');
    await user.type(screen.getByLabelText('Account name'), 'Storage Rent');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      'Account number 6700 is already used by Rent',
    );
    expect(store.getRowCount('accounts')).toBe(42);
  });

  it('edits an account', async () => {
    const { store, user } = renderAccounts();
    await user.click(screen.getByRole('button', { name: 'Edit Rent' }));
    const name = screen.getByLabelText('Account name');
    await user.clear(name);
    await user.type(name, 'Office Rent');
    await user.selectOptions(screen.getByLabelText('Type'), 'liability');
    await user.selectOptions(screen.getByLabelText('Subtype'), 'current_liability');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(store.getRow('accounts', 'rent')).toMatchObject({
      name: 'Office Rent',
      type: 'liability',
      subtype: 'current_liability',
    });
    expect(screen.getByText('Account Updated')).toBeInTheDocument();
  });

  it('keeps the type of an account that has entries and says why', async () => {
    const { user } = renderAccounts({
      transactions: [demoLine('t1', { amount: -320_000, accountId: 'rent' })],
    });
    await user.click(screen.getByRole('button', { name: 'Edit Rent' }));
    expect(screen.getByLabelText('Type')).toBeDisabled();
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription(
      'Entries are posted to this account, so its type cannot change: they would move to another part of the reports.',
    );
  });

  it('shows the empty chart honestly', () => {
    renderAccounts({ noChart: true });
    expect(screen.getByText('No accounts found')).toBeInTheDocument();
  });

  it('is read-only for a viewer', () => {
    renderAccounts({}, 'viewer');
    expect(screen.queryByRole('button', { name: 'Add Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Rent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
  });
});
