// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollAi } from '../pages/PayrollAi';

const REFUSED = '2027 withholding tables are not in this version yet';

/** The Run Payroll step of the sample company, on 4 January 2027, before any run was paid. */
async function runStepInJanuary2027() {
  const user = userEvent.setup();
  const rendered = renderInWorkspace(<PayrollAi />, {
    manifests: [plugin],
    route: '/payroll-ai',
    now: '2027-01-04T09:00:00',
    seed: { payroll: { ...payrollSeed(), runs: {} } },
    api: { 'POST /api/payroll/run': { message: 'Saved' } },
  });
  await user.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Employee Setup' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Run Payroll' }));
  await screen.findByRole('heading', { name: 'Run Payroll' });
  return { user, ...rendered };
}

describe('Run Payroll in a year without withholding tables', () => {
  it('names the year under the pay date and does not let the run be processed', async () => {
    const { api } = await runStepInJanuary2027();
    const payDate = screen.getByLabelText('Pay date');
    // Biweekly, nothing paid yet: the next Friday after 4 January 2027.
    expect(payDate).toHaveValue('2027-01-08');
    expect(payDate).toHaveAccessibleDescription(REFUSED);
    expect(payDate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Process Payroll' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Employee breakdown' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => (call.body as { step?: string }).step === 'run')).toEqual([]);
  });

  it('computes a pay date in 2026 or 2025 with that year’s tables', async () => {
    const { user } = await runStepInJanuary2027();
    const payDate = screen.getByLabelText('Pay date');
    for (const date of ['2026-12-31', '2025-12-26']) {
      await user.clear(payDate);
      await user.type(payDate, date);
      expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
      const breakdown = screen.getByRole('table', { name: 'Employee breakdown' });
      expect(within(breakdown).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Process Payroll' })).toBeEnabled();
    }
  });
});
