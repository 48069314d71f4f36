// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUSD } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { TaxDueTile } from './TaxDueTile';

describe('TaxDueTile', () => {
  it('shows the taxes due in the next 30 days and opens Tax Optimization', async () => {
    renderInWorkspace(<TaxDueTile />, {
      manifests: [plugin],
      api: { 'GET /api/tax/liabilities': sampleLiabilities },
    });
    const tile = screen.getByRole('link', { name: /^Taxes due this month/ });
    expect(tile).toHaveAttribute('href', '/tax-optimization');
    expect(
      await screen.findByText(formatUSD(sampleLiabilities.dueThisMonthCents)),
    ).toBeInTheDocument();
    expect(sampleLiabilities.dueThisMonthCents).toBeGreaterThan(0);
  });

  it('says so when the figure cannot be read', async () => {
    renderInWorkspace(<TaxDueTile />, { manifests: [plugin], api: {} });
    expect(await screen.findByText('Not available')).toBeInTheDocument();
  });
});
