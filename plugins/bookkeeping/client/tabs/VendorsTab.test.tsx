// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import type { Vendor } from '../../domain/books';
import { plugin } from '../../plugin';
import { booksSeed, type BooksSeedOptions } from '../components/accounts/booksSeed';
import { DEMO_NOW, demoLine } from '../components/accounts/demoBooks';
import { WithBooks } from '../components/accounts/WithBooks';
import { VendorsTab } from './VendorsTab';

function renderVendors(seed: BooksSeedOptions = {}, role: Role = 'owner') {
  const { sync } = renderInWorkspace(
    <WithBooks now={DEMO_NOW}>
      {(books, author) => <VendorsTab books={books} author={author} />}
    </WithBooks>,
    { manifests: [plugin], seed: { bookkeeping: booksSeed(seed) }, role },
  );
  const store = sync?.getStore('bookkeeping');
  if (!store) throw new Error('The bookkeeping store is not bound');
  return { store, user: userEvent.setup() };
}

const vendor = (id: string, name: string, is1099Eligible: boolean): Vendor => ({
  id,
  name,
  contactName: `${name} contact`,
  email: `${id}@example.com`,
  paymentTerms: 'Net 30',
  is1099Eligible,
});
const paid = (id: string, vendorId: string, amount: number, date = '2026-06-01') =>
  demoLine(id, { vendorId, amount, date, accountId: 'professional-fees' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('VendorsTab', () => {
  it("totals this year's payments to 1099 vendors and flags those at the threshold", () => {
    renderVendors({
      vendors: [
        vendor('v-rivera', 'Rivera Design', true),
        vendor('v-lee', 'Lee Consulting', true),
        vendor('v-north', 'Northwind Supplies', false),
      ],
      transactions: [
        paid('t1', 'v-rivera', -150_000),
        paid('t2', 'v-rivera', -50_000),
        paid('t3', 'v-lee', -199_999),
        paid('t4', 'v-lee', -90_000, '2025-12-31'),
        paid('t5', 'v-lee', 10_000),
        paid('t6', 'v-north', -500_000),
      ],
    });
    expect(
      screen.getByText('$2,000 threshold for payments in 2026 (IRS Notice 2025-62)'),
    ).toBeInTheDocument();
    expect(rowOf('Rivera Design')).toHaveTextContent('$2,000.00');
    expect(within(rowOf('Rivera Design')).getByText('1099 required')).toBeInTheDocument();
    expect(rowOf('Lee Consulting')).toHaveTextContent('$1,999.99');
    expect(within(rowOf('Lee Consulting')).queryByText('1099 required')).not.toBeInTheDocument();
    expect(rowOf('Northwind Supplies')).toHaveTextContent('NoNot tracked');
    expect(rowOf('Rivera Design')).toHaveTextContent('v-rivera@example.com');
  });

  it('adds a vendor', async () => {
    const { store, user } = renderVendors();
    expect(screen.getByText('No vendors found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText('Vendor name'), 'Rivera Design');
    await user.type(within(dialog).getByLabelText('Contact name'), 'Lena Rivera');
    await user.type(within(dialog).getByLabelText('Email'), 'lena@rivera.example');
    await user.selectOptions(within(dialog).getByLabelText('Payment terms'), 'Net 15');
    await user.click(within(dialog).getByLabelText('1099 eligible'));
    await user.click(within(dialog).getByLabelText('W-9 (tax ID) on file'));
    await user.type(within(dialog).getByLabelText('Address'), '4 Pixel Ln, Austin, TX 78701');
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [[id, row]] = Object.entries(store.getTable('vendors')) as [[string, unknown]];
    expect(id).toMatch(/^vendor-[0-9a-f-]{36}$/);
    expect(row).toEqual({
      name: 'Rivera Design',
      contactName: 'Lena Rivera',
      email: 'lena@rivera.example',
      paymentTerms: 'Net 15',
      is1099Eligible: true,
      w9OnFile: true,
      address: '4 Pixel Ln, Austin, TX 78701',
    });
    expect(rowOf('Rivera Design')).toHaveTextContent('Yes$0.00');
    expect(screen.getByText('Vendor Added')).toBeInTheDocument();
    expect(screen.getByText('Rivera Design is in your vendors')).toBeInTheDocument();
  });

  it('names a bad e-mail beside its field and writes nothing', async () => {
    const { store, user } = renderVendors();
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    await user.type(screen.getByLabelText('Email'), 'lena@');
    await user.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid e-mail address',
    );
    expect(screen.getByLabelText('Vendor name')).toHaveAccessibleDescription(
      'Vendor name is required',
    );
    expect(store.getRowCount('vendors')).toBe(0);
  });

  it('edits a vendor', async () => {
    const { store, user } = renderVendors({ vendors: [vendor('v-north', 'Northwind', false)] });
    await user.click(screen.getByRole('button', { name: 'Edit Northwind' }));
    await user.selectOptions(screen.getByLabelText('Payment terms'), 'Net 60');
    await user.click(screen.getByRole('button', { name: 'Save vendor' }));
    expect(store.getCell('vendors', 'v-north', 'paymentTerms')).toBe('Net 60');
    expect(screen.getByText('Vendor Updated')).toBeInTheDocument();
  });

  it('is read-only for a viewer', () => {
    renderVendors({ vendors: [vendor('v-north', 'Northwind', false)] }, 'viewer');
    expect(screen.queryByRole('button', { name: 'Add Vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Northwind' })).not.toBeInTheDocument();
  });
});
