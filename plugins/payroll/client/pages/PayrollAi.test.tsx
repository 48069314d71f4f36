// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@keel/core/domain';
import { SAMPLE_COMPANY_ID, renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollAi } from './PayrollAi';

function renderPayroll(role: Role = 'owner') {
  return renderInWorkspace(<PayrollAi />, {
    manifests: [plugin],
    route: '/payroll-ai',
    role,
    seed: { payroll: payrollSeed() },
    api: { 'POST /api/payroll/run': { message: 'Saved' } },
  });
}

const tile = (label: string) =>
  within(screen.getByRole('list', { name: 'Payroll figures' }))
    .getByText(label)
    .closest('[role="listitem"]') as HTMLElement;

describe('Payroll AI', () => {
  it('computes the overview from the company’s runs and employees', async () => {
    renderPayroll();
    await screen.findByRole('button', { name: 'Start Payroll Setup' });
    expect(tile('Total Employees')).toHaveTextContent('3');
    expect(tile('Pending Approvals')).toHaveTextContent('1');
    expect(tile('Compliance Rate')).toHaveTextContent('100%');
    const recent = screen.getByRole('region', { name: 'Recent Payrolls' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getByText('processing')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Payroll progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('never opens payroll for a viewer', async () => {
    renderPayroll('viewer');
    expect(await screen.findByText('No payroll access')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('opens setup at 25% with the saved details, bank numbers masked, and checks each field', async () => {
    const user = userEvent.setup();
    renderPayroll();
    await user.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
    expect(screen.getByRole('progressbar', { name: 'Payroll progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByLabelText('EIN')).toHaveValue('12-3456789');
    expect(screen.getByLabelText('Routing number')).toHaveValue('');
    expect(screen.getByText('On file: ending 0021. Leave blank to keep it.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('EIN'));
    await user.type(screen.getByLabelText('EIN'), '98x7654321');
    expect(screen.getByLabelText('EIN')).toHaveValue('98-7654321');
    await user.clear(screen.getByLabelText('Business address'));
    await user.click(screen.getByRole('button', { name: 'Continue to Employee Setup' }));
    expect(await screen.findByText('Please fill in all required fields correctly')).toBeVisible();
    expect(screen.getByText('Business address is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business address'), '1');
    expect(screen.queryByText('Business address is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Overview' }));
    expect(await screen.findByRole('button', { name: 'Start Payroll Setup' })).toBeInTheDocument();
  });

  it('lists saved employees with masked numbers and removes one at once, busy meanwhile', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { api, sync } = renderInWorkspace(<PayrollAi />, {
      manifests: [plugin],
      route: '/payroll-ai',
      seed: { payroll: payrollSeed() },
      api: {
        'POST /api/payroll/run': { message: 'Saved' },
        [`DELETE /api/payroll/employees/${SAMPLE_COMPANY_ID}/emp-charles`]: () =>
          new Promise((resolve) => {
            // The server removes the row; the list shows what the document holds.
            release = () => {
              sync!.getStore('payroll')!.delRow('employees', 'emp-charles');
              resolve({ message: 'Charles Babbage removed' });
            };
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Employee Setup' }));
    // The saved bank numbers stay on the server: the form sends them blank.
    expect(api.calls[0]?.body).toMatchObject({
      step: 'setup',
      data: { bankAccounts: [{ routingNumber: '', accountNumber: '' }] },
    });
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(within(table).getByText('Direct deposit ••••4321')).toBeInTheDocument();
    expect(within(table).getByText('SSN •••-••-6789')).toBeInTheDocument();
    expect(
      screen.getByText(/3 employees · total annual payroll \$262,200\.00/),
    ).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Remove Charles Babbage' });
    await user.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    expect(remove).toBeDisabled();
    expect(remove).toHaveTextContent('Removing…');
    release();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(await screen.findByText(/Charles Babbage was removed/)).toBeInTheDocument();
    // Continue only moves on: the list is already saved.
    const calls = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Continue to Run Payroll' }));
    expect(await screen.findByRole('heading', { name: 'Run Payroll' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(calls);
  });
});
