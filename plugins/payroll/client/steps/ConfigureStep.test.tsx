// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, SAMPLE_COMPANY_ID } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollAi } from '../pages/PayrollAi';

const SAVE = `POST /api/payroll/employees/${SAMPLE_COMPANY_ID}`;

/** The Employee Configuration step of the sample company, with `save` answering the save call. */
async function employeeStep(save: (body: unknown) => [number, unknown]) {
  const user = userEvent.setup();
  const rendered = renderInWorkspace(<PayrollAi />, {
    manifests: [plugin],
    route: '/payroll-ai',
    now: '2026-11-25T09:00:00',
    seed: { payroll: payrollSeed() },
    api: { 'POST /api/payroll/run': { message: 'Saved' }, [SAVE]: save },
  });
  await user.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Employee Setup' }));
  await screen.findByRole('table', { name: 'Employees' });
  return { user, rendered };
}

describe('Terminate an employee', () => {
  it('asks for the last day and saves the employee as terminated with it', async () => {
    const { user, rendered } = await employeeStep(() => [200, { message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: /^Terminate Ada / }));
    const dialog = await screen.findByRole('dialog', { name: /^Terminate Ada / });
    await user.type(within(dialog).getByLabelText('Termination date'), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate Employee' }));
    await screen.findByText(/was terminated; last day 2026-11-20\./);
    const saved = rendered.api.calls.filter((c) => `${c.method} ${c.url}` === SAVE);
    expect(saved).toHaveLength(1);
    const { employees } = saved[0]!.body as { employees: Record<string, unknown>[] };
    expect(employees).toEqual([
      expect.objectContaining({ status: 'terminated', terminationDate: '2026-11-20' }),
    ]);
    expect(screen.queryByRole('dialog', { name: /^Terminate Ada / })).toBeNull();
  });

  it('shows the server’s message for the termination date beside it, and stays open', async () => {
    const { user } = await employeeStep(() => [
      400,
      {
        error: 'Employee 1 (Ada Lovelace): Termination date is required for a terminated employee',
        fields: {
          'employees.0.terminationDate':
            'Employee 1 (Ada Lovelace): Termination date is required for a terminated employee',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: /^Terminate Ada / }));
    const dialog = await screen.findByRole('dialog', { name: /^Terminate Ada / });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate Employee' }));
    const field = within(dialog).getByLabelText('Termination date');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Termination date is required for a terminated employee'),
    ).toBeTruthy();
  });
});
