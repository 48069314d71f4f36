// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { AgencyGuideDialog } from './AgencyGuideDialog';

describe('AgencyGuideDialog', () => {
  it("shows the tax type's guide and saves the company's notes to the store", async () => {
    const user = userEvent.setup();
    const { sync } = renderInWorkspace(<AgencyGuideDialog open mayEdit onClose={() => {}} />, {
      manifests: [plugin],
    });
    expect(
      screen.getByText(/4-digit PIN to the business address in 7-10 business days/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tax type'), 'estimated');
    expect(
      screen.getByText(/Apr 15, 2026, Jun 15, 2026, Sep 15, 2026, Jan 15, 2027/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/110% if last year's adjusted gross income was above \$150,000\.00/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your notes'), 'Pay from the tax savings account');
    await user.click(screen.getByRole('button', { name: 'Save Instructions' }));
    expect(sync?.getStore('tax')?.getRow('agencyNotes', 'estimated')).toMatchObject({
      notes: 'Pay from the tax savings account',
    });
    expect(screen.getByText('Setup Instructions Saved')).toBeInTheDocument();
  });

  it('is read only for someone who does not decide on tax', () => {
    renderInWorkspace(<AgencyGuideDialog open mayEdit={false} onClose={() => {}} />, {
      manifests: [plugin],
      role: 'viewer',
    });
    expect(screen.getByLabelText('Your notes')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Instructions' })).not.toBeInTheDocument();
  });
});
