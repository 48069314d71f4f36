// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ToolsTab } from './ToolsTab';

const figure = (list: HTMLElement, term: string) =>
  within(list).getByText(term).nextElementSibling?.textContent;

describe('Tools', () => {
  it('shows the compliance report it is given, and says it was generated', async () => {
    const user = userEvent.setup();
    renderInWorkspace(
      <ToolsTab
        compliance={{
          score: 50,
          checks: [
            { id: 'a', title: 'No tax payment overdue', passed: false, detail: 'Overdue: FUTA.' },
            { id: 'b', title: 'No return past its due date', passed: true, detail: 'All filed.' },
          ],
        }}
      />,
      { manifests: [plugin] },
    );
    await user.click(screen.getByRole('button', { name: 'Run Compliance Check' }));
    const dialog = screen.getByRole('dialog', { name: 'Tax Compliance Checker' });
    expect(within(dialog).getByText(/50% of the checks pass/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('listitem', { name: 'No tax payment overdue' }),
    ).toHaveTextContent('needs attention');
    expect(screen.getByText('Compliance Report Generated')).toBeInTheDocument();
  });

  it('calculates sales tax from the address, and from a custom rate', async () => {
    const user = userEvent.setup();
    renderInWorkspace(<ToolsTab compliance={{ checks: [], score: 100 }} />, {
      manifests: [plugin],
    });
    await user.click(screen.getByRole('button', { name: 'Open Sales Tax Calculator' }));
    const dialog = screen.getByRole('dialog', { name: 'Sales Tax Calculator' });
    await user.type(within(dialog).getByLabelText('Amount'), '250');
    await user.type(within(dialog).getByLabelText('Address'), '1 Congress Ave, Austin, TX');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    const result = within(dialog).getByLabelText('Sales tax');
    expect(figure(result, 'Location')).toBe('Austin');
    expect(figure(result, 'Tax')).toBe('$20.63');
    expect(figure(result, 'Total')).toBe('$270.63');
    expect(within(dialog).getByText(/over 11,000 sales tax/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Rate'), 'custom');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    expect(figure(within(dialog).getByLabelText('Sales tax'), 'Location')).toBe(
      'No Rate Specified',
    );
    expect(screen.getAllByText('Sales Tax Calculated').length).toBeGreaterThan(0);
  });

  it('calculates payroll taxes with the wage bases', async () => {
    const user = userEvent.setup();
    renderInWorkspace(<ToolsTab compliance={{ checks: [], score: 100 }} />, {
      manifests: [plugin],
    });
    await user.click(screen.getByRole('button', { name: 'Open Payroll Tax Calculator' }));
    const dialog = screen.getByRole('dialog', { name: 'Payroll Tax Calculator' });
    await user.type(within(dialog).getByLabelText('Gross pay'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    const result = within(dialog).getByLabelText('Payroll taxes');
    expect(figure(result, 'Total tax')).toBe('$273.00');
    expect(figure(result, 'Employee net pay')).toBe('$1,847.00');
  });
});
