// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@keel/core/domain';
import { formatUSD } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { rateText } from '../../domain/format';
import { plugin } from '../../plugin';
import { sampleDocuments, sampleLiabilities, sampleOpportunities } from '../fixtures/sampleTax';
import { TaxOptimizationPage } from './TaxOptimizationPage';

function renderPage(role: Role = 'owner', pay: unknown = { payment: undefined }) {
  return renderInWorkspace(<TaxOptimizationPage />, {
    manifests: [plugin],
    route: '/tax-optimization',
    role,
    api: {
      'GET /api/tax/liabilities': sampleLiabilities,
      'GET /api/tax/opportunities': sampleOpportunities,
      'GET /api/tax/documents': sampleDocuments,
      'POST /api/tax/payments/process': () => pay,
    },
  });
}

const figure = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('Tax Optimization', () => {
  it('shows the strip computed from the books, with the spec labels', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tax Optimization' })).toBeInTheDocument();
    const summary = sampleOpportunities.summary!;
    expect(figure('Current Rate')).toHaveTextContent(rateText(summary.currentRate!));
    expect(figure('Optimized Rate')).toHaveTextContent(rateText(summary.optimizedRate!));
    expect(figure('Potential Savings')).toHaveTextContent(formatUSD(summary.potentialSavingsCents));
    expect(figure('Deductions Found')).toHaveTextContent(String(summary.deductionsFound));
    expect(figure('Credit Opportunities')).toHaveTextContent('0');
    for (const tab of ['Opportunities', 'Tax Payments', 'Deadlines'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('filters opportunities by search, category and difficulty', async () => {
    const user = userEvent.setup();
    renderPage();
    const cards = () => screen.getAllByRole('button', { name: 'Learn More' }).length;
    await screen.findAllByRole('button', { name: 'Learn More' });
    const all = cards();
    expect(all).toBe(sampleOpportunities.opportunities.length);
    await user.type(screen.getByLabelText('Search opportunities'), 'meals');
    expect(cards()).toBe(1);
    await user.clear(screen.getByLabelText('Search opportunities'));
    await user.selectOptions(screen.getByLabelText('Category'), 'credits');
    expect(screen.getByText('No opportunities match')).toBeInTheDocument();
  });

  it('records a payment with the amount as a number, and closes the dialog', async () => {
    const user = userEvent.setup();
    const { api } = renderPage('owner', [
      201,
      {
        payment: {
          id: 'p1',
          liabilityId: 'x',
          taxType: 'payroll',
          amountCents: 1,
          method: 'wire',
          paidOn: '2026-11-25',
          entryId: 'tax-payment-p1',
          recordedBy: 'Bella',
          recordedAt: '2026-11-25T09:00:00.000Z',
        },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Tax Payments' }));
    const first = sampleLiabilities.liabilities[0]!;
    await user.click(screen.getByRole('button', { name: `Pay Now: ${first.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Process Tax Payment' });
    expect(within(dialog).getByText(/Keel moves no money/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount'));
    expect(within(dialog).getByRole('button', { name: 'Process Payment' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Amount'), '12.34');
    await user.selectOptions(within(dialog).getByLabelText('Payment Method'), 'wire');
    await user.click(within(dialog).getByRole('button', { name: 'Process Payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      companyId: expect.any(String),
      liabilityId: first.id,
      taxType: first.type,
      amount: 12.34,
      method: 'wire',
    });
    expect(screen.getByText('Payment Processed')).toBeInTheDocument();
  });

  it("keeps the dialog open on a refusal, with the server's message beside the amount", async () => {
    const user = userEvent.setup();
    renderPage('owner', [
      400,
      {
        error: 'amount: Amount is more than',
        fields: { amount: 'Amount is more than $1.00 outstanding' },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Tax Payments' }));
    await user.click(screen.getAllByRole('button', { name: /^Pay Now/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process Tax Payment' });
    expect(
      await within(dialog).findByText('Amount is more than $1.00 outstanding'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to process tax payment. Please try again.'),
    ).toBeInTheDocument();
  });

  it('disables Mark Complete on a completed deadline', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Deadlines' }));
    const completed = screen.getByRole('listitem', { name: /Form 941, Nov 2, 2026/ });
    expect(within(completed).getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  });

  it('offers no action to a viewer', async () => {
    renderPage('viewer');
    await screen.findByRole('heading', { name: 'Tax Optimization' });
    expect(screen.queryByRole('button', { name: 'Run Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Implement' })).not.toBeInTheDocument();
  });
});
