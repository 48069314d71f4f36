// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { defaultTaxProfile } from '../../domain/estimate/taxProfile';
import { plugin } from '../../plugin';
import { TaxProfileDialog } from './TaxProfileDialog';

describe('TaxProfileDialog', () => {
  it('saves the figures as cents and whole numbers, blanks as not known', async () => {
    const onSave = vi.fn(async () => {});
    renderInWorkspace(
      <TaxProfileDialog profile={defaultTaxProfile} onClose={() => {}} onSave={onSave} />,
      { manifests: [plugin] },
    );
    await userEvent.selectOptions(screen.getByLabelText('Filing Status'), 'married_joint');
    await userEvent.clear(screen.getByLabelText('Owners'));
    await userEvent.type(screen.getByLabelText('Owners'), '2');
    await userEvent.type(screen.getByLabelText("Last Year's Federal Income Tax"), '18,450.00');
    await userEvent.type(screen.getByLabelText('Home Office Square Feet'), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Save Tax Profile' }));
    expect(onSave).toHaveBeenCalledWith({
      ...defaultTaxProfile,
      filingStatus: 'married_joint',
      owners: 2,
      priorYearTaxCents: 1_845_000,
      homeOfficeSquareFeet: 180,
    });
  });

  it('names a figure that is not an amount, and sends nothing', async () => {
    const onSave = vi.fn(async () => {});
    renderInWorkspace(
      <TaxProfileDialog profile={defaultTaxProfile} onClose={() => {}} onSave={onSave} />,
      { manifests: [plugin] },
    );
    await userEvent.type(screen.getByLabelText("Last Year's Federal Income Tax"), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save Tax Profile' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter an amount like 4200.00, or leave it blank',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
