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

describe('Edit an employee', () => {
  it('opens the form prefilled with the saved fields, the sealed numbers left empty and shown on file', async () => {
    const { user } = await employeeStep(() => [200, { message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Edit Mary Somerville' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mary Somerville' });
    const form = within(dialog);
    expect(form.getByLabelText('First name')).toHaveValue('Mary');
    expect(form.getByLabelText('Email')).toHaveValue('mary@example.com');
    expect(form.getByLabelText('Annual salary ($)')).toHaveValue('72000.00');
    expect(form.getByLabelText('Tax filing status')).toHaveValue('married');
    expect(form.getByLabelText('Step 3 dependents ($ a year)')).toHaveValue('2000.00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const ada = within(await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' }));
    expect(ada.getByLabelText('Job title')).toHaveValue('Chief Engineer');
    expect(ada.getByLabelText('Bank name')).toHaveValue('Chase');
    for (const [label, last4] of [
      ['Social Security number', '6789'],
      ['Routing number', '0248'],
      ['Account number', '4321'],
    ] as const) {
      expect(ada.getByLabelText(label)).toHaveValue('');
      expect(ada.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(`On file ···${last4}`),
      );
    }
  });

  it('saves the changed fields by the employee’s id, the empty numbers left out so the sealed ones stay', async () => {
    const { user, rendered } = await employeeStep(() => [200, { message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' }));
    await user.type(dialog.getByLabelText('Home address'), '9 Elm St, Oakland, CA 94612');
    await user.clear(dialog.getByLabelText('Annual salary ($)'));
    await user.type(dialog.getByLabelText('Annual salary ($)'), '125000');
    await user.type(dialog.getByLabelText('Account number'), '555566667777');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('The changes to Ada Lovelace were saved.');
    const saved = rendered.api.calls.filter((c) => `${c.method} ${c.url}` === SAVE);
    expect(saved).toHaveLength(1);
    const [ada] = (saved[0]!.body as { employees: Record<string, unknown>[] }).employees;
    expect(ada).toMatchObject({
      id: 'emp-ada',
      firstName: 'Ada',
      jobTitle: 'Chief Engineer',
      homeAddress: '9 Elm St, Oakland, CA 94612',
      salary: '125000.00',
      accountNumber: '555566667777',
      status: 'active',
    });
    expect(ada).not.toHaveProperty('ssn');
    expect(ada).not.toHaveProperty('routingNumber');
    expect(screen.queryByRole('dialog', { name: 'Edit Ada Lovelace' })).toBeNull();
  });

  it('names the field that is wrong, as Add does, and saves nothing', async () => {
    const { user, rendered } = await employeeStep(() => [200, { message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' }));
    const address = dialog.getByLabelText('Home address');
    await user.type(address, '9 Elm St, Oakland');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('Home address must end with its ZIP code, like 94612'),
    );
    expect(rendered.api.calls.filter((c) => `${c.method} ${c.url}` === SAVE)).toHaveLength(0);
  });
});

describe('Edit an employee a link opens (a compliance finding, a search result)', () => {
  it('edits them from their record and saves the number entered again', async () => {
    const user = userEvent.setup();
    const rendered = renderInWorkspace(<PayrollAi />, {
      manifests: [plugin],
      route: '/payroll-ai?employee=emp-ada',
      now: '2026-11-25T09:00:00',
      seed: { payroll: payrollSeed() },
      api: { [SAVE]: () => [200, { message: 'Saved' }] },
    });
    const record = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await user.click(within(record).getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' }));
    await user.type(dialog.getByLabelText('Social Security number'), '123-45-6789');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('The changes to Ada Lovelace were saved.');
    const saved = rendered.api.calls.filter((c) => `${c.method} ${c.url}` === SAVE);
    expect((saved[0]!.body as { employees: unknown[] }).employees).toEqual([
      expect.objectContaining({ id: 'emp-ada', ssn: '123456789', jobTitle: 'Chief Engineer' }),
    ]);
  });
});
