// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COMPANY_ID, renderInWorkspace } from '@keel/core/testing';
import { reviewThreat } from '../../domain/threats/review';
import { threatToRow } from '../../domain/threats/threatSchema';
import { plugin } from '../../plugin';
import { sampleMeasuresAnswer } from '../fixtures/measuresAnswer';
import { sampleThreats, threatsSeed } from '../fixtures/threatSeed';
import { FraudDetection } from './FraudDetection';

const threats = sampleThreats();
const takeover = threats.find((t) => t.type === 'account_takeover')!;

function renderPage(
  options: { role?: 'owner' | 'viewer'; blocked?: boolean; approvalLimit?: number } = {},
) {
  const seeded = sampleThreats({ blocked: options.blocked ?? false });
  const settings: Record<
    string,
    Record<string, { approvalLimit: number }>
  > = options.approvalLimit === undefined
    ? {}
    : { settings: { company: { approvalLimit: options.approvalLimit } } };
  const page = renderInWorkspace(<FraudDetection />, {
    manifests: [plugin],
    role: options.role ?? 'owner',
    seed: { fraud: { ...threatsSeed(seeded), ...settings } },
    api: {
      'GET /api/fraud/measures': sampleMeasuresAnswer,
      'POST /api/fraud/scan': [500, { error: 'The server is stopping' }],
      [`PATCH /api/fraud/threats/${takeover.id}`]: (body) => {
        const { status, reason } = body as { status: 'blocked' | 'resolved'; reason: string };
        const reviewed = reviewThreat(
          takeover,
          { status, reason },
          { userId: 'u', author: 'Ada Lovelace' },
          '2026-11-25T12:00:00.000Z',
        );
        if (!reviewed.ok) return [409, { error: reviewed.error }];
        page.sync?.getStore('fraud')?.setRow('threats', takeover.id, threatToRow(reviewed.threat));
        return [200, { threat: reviewed.threat }];
      },
    },
  });
  return page;
}

/** The figure of a tile, found by its term. */
const tile = (term: string) =>
  within(screen.getByLabelText('Fraud figures'))
    .getByText(term)
    .closest('div')!
    .querySelector('.fraud-tile-value')!.textContent;

describe('FraudDetection', () => {
  it('shows the five tiles and the threats the scan found', async () => {
    renderPage();
    expect(tile('Active Threats')).toBe('3');
    expect(tile('High Severity')).toBe('2');
    expect(tile('Blocked Transactions')).toBe('0');
    expect(tile('Amount at Risk')).toBe('$30,600.00');
    expect(tile('Confirmed Rate')).toBe('—');
    const list = screen.getByRole('list', { name: 'Threats' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('Two-factor sign-in required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Lock Date' })).toHaveAttribute(
      'href',
      '/bookkeeping?tab=accounts',
    );
    expect(screen.getByRole('link', { name: 'Require 2FA' })).toHaveAttribute(
      'href',
      '/settings/company',
    );
  });

  it('filters by type, and opens the details with risk factors and links to the records', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'duplicate_payment');
    const list = screen.getByRole('list', { name: 'Threats' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /^Details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Threat details' });
    expect(dialog).toHaveTextContent(
      'The same invoice number (INV-1043) was paid 2 times to Acme Supplies',
    );
    expect(within(dialog).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/bookkeeping?tab=transactions&transaction=tx-101',
    );
  });

  it('marks a threat as safe with a reason, and the list follows the store', async () => {
    const { api } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: /^Mark as Safe: ada@example.com/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Safe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Safe' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why');
    await userEvent.type(within(dialog).getByLabelText('Why is this safe?'), 'My new laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Safe' }));
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([
      expect.objectContaining({
        body: { companyId: SAMPLE_COMPANY_ID, status: 'resolved', reason: 'My new laptop' },
      }),
    ]);
  });

  it('counts a blocked threat as confirmed and offers Review Block Reason', async () => {
    renderPage({ blocked: true });
    expect(tile('Confirmed Rate')).toBe('100%');
    // Marking a blocked threat safe lifts its block (and releases the bank lines it holds).
    const blocked = within(screen.getByRole('list', { name: 'Threats' }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('button', { name: /^Review Block Reason/ }))!;
    expect(within(blocked).getByRole('button', { name: /^Mark as Safe: / })).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: /^Block Transaction/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Review Block Reason/ }));
    expect(screen.getByRole('dialog', { name: 'Review Block Reason' })).toHaveTextContent(
      'Blocked by Ada Owner <ada@example.com> on Nov 25, 2026: Invoice 1043 was paid twice',
    );
  });

  it('gives a viewer no scan, block or safe buttons', () => {
    renderPage({ role: 'viewer' });
    expect(screen.getAllByRole('button', { name: 'Deep Scan' })[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Block Transaction/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark as Safe/ })).toBeNull();
  });

  it("shows an owner the company's approval limit in dollars, and a viewer no form", () => {
    renderPage({ approvalLimit: 500_000 });
    expect(screen.getByLabelText('Approval limit (USD)')).toHaveValue('5000.00');
    cleanup();
    renderPage({ role: 'viewer', approvalLimit: 500_000 });
    expect(screen.queryByLabelText('Approval limit (USD)')).toBeNull();
  });

  it("shows the spec's error toast when the scan cannot start", async () => {
    renderPage();
    await userEvent.click(screen.getAllByRole('button', { name: 'Deep Scan' })[0]!);
    expect(await screen.findByText('Failed to run fraud scan')).toBeInTheDocument();
  });
});
