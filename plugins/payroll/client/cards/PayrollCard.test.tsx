// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderingPlugin, type DiscoveredPlugin } from '@keel/core/client';
import { formatUSD, type Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { depositLiability } from '../../domain/overview';
import { payrollRunRecordSchema } from '../../domain/runs';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { clientPlugin } from '../index';
import { SpyOnOpenings } from '../services/SpyOnOpenings.testSupport';
import { PayrollCard } from './PayrollCard';

const seed = payrollSeed();
const lastApproved = payrollRunRecordSchema.parse(
  JSON.parse(String(seed.runs!['run-0002-nov']!.record)),
);
const payroll: DiscoveredPlugin = { manifest: plugin, loadClient: async () => clientPlugin };

/** The card as the dashboard shows it: rendered by the payroll plugin, which loads lazily. */
function renderCard(role: Role) {
  const opened: string[] = [];
  const result = renderInWorkspace(
    <SpyOnOpenings opened={opened}>
      <RenderingPlugin pluginId="payroll">
        <Suspense fallback={<p>Loading the card</p>}>
          <PayrollCard />
        </Suspense>
      </RenderingPlugin>
    </SpyOnOpenings>,
    { plugins: [payroll], role, seed: { payroll: seed } },
  );
  return { ...result, opened };
}

const figureIn = (card: HTMLElement, term: string) =>
  within(card).getByText(term).closest('div')!.querySelector('dd')!.textContent;

describe('the dashboard payroll card', () => {
  it('reads payroll.facts: head count, the last payroll, what waits, the next pay date and deposit', async () => {
    const { opened } = renderCard('owner');
    const card = await screen.findByRole('region', { name: 'Payroll' });
    await within(card).findByText('Employees');
    const figure = (term: string) => figureIn(card, term);
    expect(figure('Employees')).toBe('3');
    expect(figure('Last payroll')).toBe(`${formatUSD(lastApproved.totalGrossPay)} on 2026-11-13`);
    expect(figure('Waiting for approval')).toBe('1');
    // Biweekly: two weeks after the last paid run.
    expect(figure('Next pay date')).toBe('2026-11-27');
    // On 25 November the October deposit (due 16 November) is past; November's is due 15 December.
    expect(figure('Next federal tax deposit')).toBe(
      `${formatUSD(depositLiability(lastApproved))} by 2026-12-15`,
    );
    expect(within(card).getByRole('link', { name: 'Open Payroll AI' })).toHaveAttribute(
      'href',
      '/payroll-ai',
    );
    expect(opened).toEqual(['payroll']);
  });

  it('follows the payroll document live', async () => {
    const { sync } = renderCard('bookkeeper');
    const card = await screen.findByRole('region', { name: 'Payroll' });
    await within(card).findByText('Employees');
    act(() => {
      sync!.getStore('payroll')!.delRow('employees', 'emp-charles');
      sync!.getStore('payroll')!.delRow('runs', 'run-0003-nov');
    });
    expect(figureIn(card, 'Employees')).toBe('2');
    expect(figureIn(card, 'Waiting for approval')).toBe('0');
  });

  it('tells a viewer payroll is not theirs to see, without opening the payroll document', async () => {
    const { opened } = renderCard('viewer');
    const card = await screen.findByRole('region', { name: 'Payroll' });
    expect(within(card).getByText('Your role does not include payroll.')).toBeInTheDocument();
    expect(within(card).queryByText('Employees')).not.toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
