// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@keel/core/domain';
import { setApiFetch } from '@keel/core/client';
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

  it('shows the last four digits on file, and sends typed numbers to the server, not the books', async () => {
    const { store, user } = renderVendors({ vendors: [vendor('v-north', 'Northwind', false)] });
    store.setRow('vendorIdentifiers', 'v-north', {
      taxIdLast4: '1234',
      bankAccountLast4: '',
      updatedAt: '2026-05-01T09:00:00.000Z',
    });
    expect(await screen.findByText('Tax ID on file ···1234')).toBeInTheDocument();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ vendorId: 'v-north', taxIdLast4: '6789', bankAccountLast4: '4321' }),
    );
    const restore = setApiFetch(fetch);
    await user.click(screen.getByRole('button', { name: 'Edit Northwind' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Northwind' });
    expect(within(dialog).getByLabelText('Tax ID (EIN or SSN)')).toHaveAccessibleDescription(
      'On file: ···1234. Type a new one to replace it.',
    );
    await user.type(within(dialog).getByLabelText('Tax ID (EIN or SSN)'), '12-34');
    await user.type(within(dialog).getByLabelText('Routing number'), '021000022');
    await user.click(within(dialog).getByRole('button', { name: 'Save vendor' }));
    expect(within(dialog).getByLabelText('Tax ID (EIN or SSN)')).toHaveAccessibleDescription(
      'Enter an EIN as 12-3456789 or an SSN as 123-45-6789',
    );
    expect(within(dialog).getByLabelText('Routing number')).toHaveAccessibleDescription(
      'Routing number is not valid',
    );
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Tax ID (EIN or SSN)'));
    await user.type(within(dialog).getByLabelText('Tax ID (EIN or SSN)'), '12-3456789');
    await user.clear(within(dialog).getByLabelText('Routing number'));
    await user.type(within(dialog).getByLabelText('Routing number'), '021000021');
    await user.type(within(dialog).getByLabelText('Account number'), '55504321');
    await user.click(within(dialog).getByRole('button', { name: 'Save vendor' }));
    await screen.findByText('Vendor Updated');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/api\/companies\/[^/]+\/vendors\/v-north\/identifiers$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      taxId: '12-3456789',
      routingNumber: '021000021',
      accountNumber: '55504321',
    });
    expect(JSON.stringify(store.getContent())).not.toMatch(/3456789|55504321/);
    restore();
  });

  it('is read-only for a viewer', () => {
    renderVendors({ vendors: [vendor('v-north', 'Northwind', false)] }, 'viewer');
    expect(screen.queryByRole('button', { name: 'Add Vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Northwind' })).not.toBeInTheDocument();
  });
});
