// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TablesContent } from '@keel/core/domain';
import { SAMPLE_COMPANY_ID, renderInWorkspace, type FakeRoutes } from '@keel/core/testing';
import { RUNS_TABLE } from '../../domain/schema';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { PayrollAi } from './PayrollAi';

/** An answer held until the test releases it, to see the button while its request runs. */
function held(body: unknown) {
  let release: () => void = () => {};
  const handler = () =>
    new Promise((resolve) => {
      release = () => resolve(body);
    });
  return { handler, release: () => release() };
}

function renderPayroll(api: FakeRoutes = {}, seed: TablesContent = payrollSeed()) {
  return renderInWorkspace(<PayrollAi />, {
    manifests: [plugin],
    route: '/payroll-ai',
    role: 'owner',
    seed: { payroll: seed },
    api: { 'POST /api/payroll/run': { message: 'Saved' }, ...api },
  });
}

const user = () => userEvent.setup();

/** Walks from the overview to Run Payroll (setup and employees answered by the fake API). */
async function toRunStep(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
  await u.click(screen.getByRole('button', { name: 'Continue to Employee Setup' }));
  await u.click(await screen.findByRole('button', { name: 'Continue to Run Payroll' }));
  await screen.findByRole('heading', { name: 'Run Payroll' });
}

/** A button that shows its request is running: disabled, aria-busy and a "…" label. */
function expectBusy(button: HTMLElement, label: string) {
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveTextContent(label);
}

describe('buttons while their request runs', () => {
  it('Continue to Employee Setup reads Saving…', async () => {
    const u = user();
    const setup = held({ message: 'Company setup saved' });
    renderPayroll({ 'POST /api/payroll/run': setup.handler });
    await u.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
    const button = screen.getByRole('button', { name: 'Continue to Employee Setup' });
    await u.click(button);
    await waitFor(() => expectBusy(button, 'Saving…'));
    setup.release();
    await screen.findByRole('heading', { name: 'Employee Configuration' });
  });

  it('Process Payroll asks before replacing the period’s open run', async () => {
    const u = user();
    const { api } = renderPayroll();
    await toRunStep(u);
    // The next pay date, 2026-11-27, is the pay date of the open run of the fixture.
    expect(screen.getByLabelText('Pay date')).toHaveValue('2026-11-27');
    expect(screen.getByText(/This pay period already has an open run/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Process Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the open payroll run?' });
    expect(within(dialog).getByText(/pay date 2026-11-27/)).toBeInTheDocument();
    expect(api.calls.filter((call) => (call.body as { step?: string }).step === 'run')).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A pay date of the next period has no open run: nothing to ask.
    await u.clear(screen.getByLabelText('Pay date'));
    await u.type(screen.getByLabelText('Pay date'), '2026-12-11');
    expect(screen.queryByText(/This pay period already has an open run/)).not.toBeInTheDocument();
  });

  it('Process Payroll reads Processing… while the run is computed', async () => {
    const u = user();
    const run = held({ message: 'Payroll processed', payrollRun: { id: 'new-run' } });
    renderPayroll({
      'POST /api/payroll/run': (body) =>
        (body as { step: string }).step === 'run' ? run.handler() : { message: 'Saved' },
    });
    await toRunStep(u);
    await u.clear(screen.getByLabelText('Pay date'));
    await u.type(screen.getByLabelText('Pay date'), '2026-12-11');
    const button = screen.getByRole('button', { name: 'Process Payroll' });
    await u.click(button);
    await waitFor(() => expectBusy(button, 'Processing…'));
    run.release();
    await screen.findByRole('heading', { name: 'Review & Approve' });
  });

  it('replaces the open run once confirmed, naming it to the server', async () => {
    const u = user();
    const run = held({ message: 'Payroll processed', payrollRun: { id: 'run-0003-nov' } });
    const { api } = renderPayroll({
      'POST /api/payroll/run': (body) => {
        const step = (body as { step: string }).step;
        return step === 'run' ? run.handler() : { message: 'Saved' };
      },
    });
    await toRunStep(u);
    await u.click(screen.getByRole('button', { name: 'Process Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the open payroll run?' });
    const replace = within(dialog).getByRole('button', { name: 'Replace Run' });
    await u.click(replace);
    await waitFor(() => expectBusy(replace, 'Processing…'));
    expect(api.calls.at(-1)?.body).toMatchObject({
      step: 'run',
      data: { payDate: '2026-11-27', replaceRunIds: ['run-0003-nov'] },
    });
    run.release();
    await screen.findByRole('heading', { name: 'Review & Approve' });
  });
});

describe('Review & Approve', () => {
  /** The overview's Review of the fixture's open run. */
  async function openReview(u: ReturnType<typeof user>) {
    await u.click(await screen.findByRole('button', { name: 'Review the run of 2026-11-27' }));
    await screen.findByRole('heading', { name: 'Review & Approve' });
  }

  it('asks what to do about direct deposits without bank details, then pays them by check', async () => {
    const u = user();
    const approve = held({ message: 'Payroll approved and distributed successfully' });
    const { api } = renderPayroll({ 'POST /api/payroll/run': approve.handler });
    await openReview(u);
    await u.click(screen.getByRole('button', { name: 'Approve & Distribute' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Missing Employee Bank Information',
    });
    expect(
      within(dialog).getByText(
        /1 employee needs to complete their banking details in employee settings: Mary Somerville/,
      ),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    const pay = within(dialog).getByRole('button', { name: 'Pay by Check and Approve' });
    await u.click(pay);
    await waitFor(() => expectBusy(pay, 'Approving…'));
    expect(api.calls.at(-1)?.body).toMatchObject({
      step: 'approve',
      data: { payrollRunId: 'run-0003-nov', payByCheck: ['emp-mary'] },
    });
    approve.release();
    expect(await screen.findByRole('button', { name: 'Start Payroll Setup' })).toBeInTheDocument();
  });

  it('e-mails paystubs only after a confirmation naming how many employees', async () => {
    const u = user();
    const mail = held({ ok: true });
    const { api } = renderPayroll({ 'POST /api/send-email': mail.handler });
    await openReview(u);
    const send = screen.getByRole('button', { name: 'Send to Employees' });
    await u.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send paystubs by e-mail?' });
    expect(within(dialog).getByText(/Each of the 3 employees in this run/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'E-mail 3 employees' }));
    await waitFor(() => expectBusy(send, 'Sending…'));
    mail.release();
  });

  it('shows each document button busy while its file is made', async () => {
    const u = user();
    const report = held({});
    renderPayroll({
      [`GET /api/payroll/runs/${SAMPLE_COMPANY_ID}/run-0003-nov/register.csv`]: report.handler,
    });
    await openReview(u);
    const button = screen.getByRole('button', { name: 'Export Reports' });
    await u.click(button);
    await waitFor(() => expectBusy(button, 'Exporting…'));
    report.release();
  });

  it('discards the run after a confirmation', async () => {
    const u = user();
    const { api } = renderPayroll();
    await openReview(u);
    await u.click(screen.getByRole('button', { name: 'Discard Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this payroll run?' });
    await u.click(within(dialog).getByRole('button', { name: 'Discard Run' }));
    expect(await screen.findByRole('button', { name: 'Start Payroll Setup' })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toMatchObject({
      step: 'discard',
      data: { payrollRunId: 'run-0003-nov' },
    });
  });

  it('says so when someone else discards the run under review, instead of waiting for it', async () => {
    const u = user();
    const { sync } = renderPayroll();
    await openReview(u);
    act(() => sync!.getStore('payroll')!.delRow(RUNS_TABLE, 'run-0003-nov'));
    expect(await screen.findByText('This payroll run is no longer here')).toBeInTheDocument();
    expect(screen.queryByText('Opening the processed run…')).not.toBeInTheDocument();
  });
});

describe('the overview', () => {
  it('voids an approved run on the void date chosen', async () => {
    const u = user();
    const { api } = renderPayroll();
    await u.click(await screen.findByRole('button', { name: 'Void the run of 2026-11-13' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this payroll run?' });
    const date = within(dialog).getByLabelText('Void date');
    await u.clear(date);
    await u.type(date, '2026-11-20');
    await u.click(within(dialog).getByRole('button', { name: 'Void Run' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.body).toMatchObject({
        step: 'void',
        data: { payrollRunId: 'run-0002-nov', voidDate: '2026-11-20' },
      }),
    );
  });

  it('counts runs in good English', async () => {
    const seed = payrollSeed();
    delete seed.runs!['run-0001-oct'];
    renderPayroll({}, seed);
    const tiles = await screen.findByRole('list', { name: 'Payroll figures' });
    expect(
      within(tiles).getByText(/median from processing to approval, 1 run$/),
    ).toBeInTheDocument();
  });

  it('starts a new setup from the company profile’s business type', async () => {
    const u = user();
    const seed = payrollSeed();
    delete seed.setup;
    renderPayroll({}, seed);
    await u.click(await screen.findByRole('button', { name: 'Start Payroll Setup' }));
    expect(screen.getByLabelText('Business type')).toHaveValue('llc');
  });
});

describe('a direct deposit held by Fraud Detection', () => {
  it('shows why the approval was refused and releases the deposit', async () => {
    const u = user();
    const { api } = renderPayroll({
      'POST /api/payroll/run': (body) =>
        (body as { step: string }).step === 'approve'
          ? [
              409,
              {
                error: 'The direct deposit of Ada Lovelace is held after a change of bank account',
                heldDeposits: [
                  {
                    holdId: 'deposit-hold-1',
                    employeeId: 'emp-ada',
                    employeeName: 'Ada Lovelace',
                    reason: 'Ada did not ask for a new account',
                  },
                ],
              },
            ]
          : { message: 'The direct deposit of Ada Lovelace is released' },
    });
    await u.click(await screen.findByRole('button', { name: 'Review the run of 2026-11-27' }));
    await screen.findByRole('heading', { name: 'Review & Approve' });
    await u.click(screen.getByRole('button', { name: 'Approve & Distribute' }));
    const missing = await screen.findByRole('dialog', {
      name: 'Missing Employee Bank Information',
    });
    await u.click(within(missing).getByRole('button', { name: 'Pay by Check and Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Direct Deposit Held' });
    expect(
      within(dialog).getByText('Held because: Ada did not ask for a new account'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Release deposit of Ada Lovelace' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Direct Deposit Held' })).not.toBeInTheDocument(),
    );
    expect(api.calls.at(-1)?.body).toMatchObject({
      step: 'release',
      data: { holdId: 'deposit-hold-1' },
    });
  });
});
