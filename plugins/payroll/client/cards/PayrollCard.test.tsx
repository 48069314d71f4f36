// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUSD } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollCard } from './PayrollCard';

const seed = payrollSeed();
const lastApproved = JSON.parse(String(seed.runs!['run-0002-nov']!.record)) as {
  totalGrossPay: number;
};

describe('the dashboard payroll card', () => {
  it('shows head count, the last payroll, what waits and the next pay date', async () => {
    renderInWorkspace(<PayrollCard />, { manifests: [plugin], seed: { payroll: seed } });
    const card = await screen.findByRole('region', { name: 'Payroll' });
    const figure = (term: string) =>
      within(card).getByText(term).closest('div')!.querySelector('dd')!.textContent;
    expect(await within(card).findByText('Employees')).toBeInTheDocument();
    expect(figure('Employees')).toBe('3');
    expect(figure('Last payroll')).toBe(`${formatUSD(lastApproved.totalGrossPay)} on 2026-11-13`);
    expect(figure('Waiting for approval')).toBe('1');
    // Biweekly: two weeks after the last paid run.
    expect(figure('Next pay date')).toBe('2026-11-27');
    expect(within(card).getByRole('link', { name: 'Open Payroll AI' })).toHaveAttribute(
      'href',
      '/payroll-ai',
    );
  });

  it('tells a viewer payroll is not theirs to see, without opening it', async () => {
    renderInWorkspace(<PayrollCard />, {
      manifests: [plugin],
      role: 'viewer',
      seed: { payroll: seed },
    });
    expect(await screen.findByText('Your role does not include payroll.')).toBeInTheDocument();
    expect(screen.queryByText('Employees')).not.toBeInTheDocument();
  });
});
