// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CommandPalette } from '@keel/core/client';
import type { Role } from '@keel/core/domain';
import { createTestWorkspace, renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { payrollSeed } from '../fixtures/payrollSeed';
import { clientPlugin } from '../index';
import PayrollAi from '../pages/PayrollAi';
import { searchEmployees } from './searchEmployees';

describe('searchEmployees', () => {
  const store = createTestWorkspace({
    plugins: [plugin],
    as: 'owner',
    seed: { payroll: payrollSeed() },
  }).sync.getStore('payroll');

  it('finds employees by name, e-mail or job title, ignoring case, with the path that opens them', () => {
    expect(searchEmployees('lovelace', store)).toEqual([
      {
        id: 'emp-ada',
        label: 'Ada Lovelace',
        description: 'Employee · Chief Engineer · Engineering',
        path: '/payroll-ai?employee=emp-ada',
      },
    ]);
    expect(searchEmployees('CHARLES@', store).map((h) => h.label)).toEqual(['Charles Babbage']);
    expect(searchEmployees('engineer', store).map((h) => h.label)).toEqual(['Ada Lovelace']);
    expect(searchEmployees('a', store).map((h) => h.label)).toEqual([
      'Charles Babbage',
      'Ada Lovelace',
      'Mary Somerville',
    ]);
    expect(searchEmployees(' ', store)).toEqual([]);
  });
});

/** The palette, open until a result is chosen, as the shell has it. */
function Palette() {
  const [open, setOpen] = useState(true);
  return <CommandPalette open={open} onOpenChange={setOpen} onSwitchCompany={() => {}} />;
}

function renderPaletteAndPayroll(role: Role) {
  renderInWorkspace(
    <>
      <Palette />
      <Routes>
        <Route path="/payroll-ai" element={<PayrollAi />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    {
      role,
      seed: { payroll: payrollSeed() },
      plugins: [{ manifest: plugin, loadClient: async () => clientPlugin }],
    },
  );
  return userEvent.setup();
}

describe('Employees in the command palette', () => {
  it("opens the employee's record on Payroll AI for a role with payroll access", async () => {
    const user = renderPaletteAndPayroll('accountant');
    await user.type(screen.getByRole('combobox'), 'mary');
    await user.click(await screen.findByRole('option', { name: /Mary Somerville/ }));
    const record = await screen.findByRole('dialog', { name: 'Mary Somerville' });
    expect(within(record).getByText('mary@example.com')).toBeInTheDocument();
    expect(within(record).getByText('$72,000.00 / year')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mary Somerville' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payroll AI' })).toBeInTheDocument();
  });

  it('finds no employees for a role without payroll access', async () => {
    const user = renderPaletteAndPayroll('viewer');
    await user.type(screen.getByRole('combobox'), 'mary');
    expect(await screen.findByText(/No results for/)).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Mary Somerville/ })).not.toBeInTheDocument();
  });
});
