// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, sampleOtherCompanies, sampleUser } from '@keel/core/testing';
import { useSession } from '../session';
import { CompanySwitcher } from './CompanySwitcher';

const TIP = 'Grant access to your accountant via Company Settings';

function Current() {
  return <p>Current: {useSession().currentCompany?.name}</p>;
}

describe('CompanySwitcher', () => {
  it('says when no company is accessible', () => {
    renderInWorkspace(<CompanySwitcher />, { user: { companyId: null } });
    expect(screen.getByText('No companies accessible')).toBeInTheDocument();
    expect(screen.queryByText(TIP)).not.toBeInTheDocument();
  });

  it('shows one owned company as a static badge with its live name and the owner tip', () => {
    renderInWorkspace(<CompanySwitcher currentName="Renamed Live" />);
    expect(screen.getByText('Renamed Live')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(TIP)).toBeInTheDocument();
  });

  it('shows one company without the tip when the user does not own it', () => {
    renderInWorkspace(<CompanySwitcher />, { role: 'bookkeeper' });
    expect(screen.getByText('Analytical Engines LLC')).toBeInTheDocument();
    expect(screen.queryByText(TIP)).not.toBeInTheDocument();
  });

  it('lists several companies with roles, the owner tip, and switches', async () => {
    const { api } = renderInWorkspace(
      <>
        <CompanySwitcher />
        <Current />
      </>,
      {
        otherCompanies: sampleOtherCompanies(),
        api: {
          'POST /api/companies/c-babbage/switch': {
            user: sampleUser({ companyId: 'c-babbage', role: 'admin' }),
          },
        },
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Switch Company \(3\)/ }));
    expect(screen.getByRole('menu')).toHaveTextContent('Switch Company (3)');
    expect(screen.getByText(TIP)).toBeInTheDocument();
    const option = screen.getByRole('menuitem', { name: /Babbage Partners/ });
    expect(option).toHaveTextContent('Partnership');
    expect(option).toHaveTextContent('Admin');
    await user.click(option);
    expect(await screen.findByText('Company Switched')).toBeInTheDocument();
    expect(screen.getByText('Now managing Babbage Partners')).toBeInTheDocument();
    expect(screen.getByText('Current: Babbage Partners')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/companies/c-babbage/switch' });
  });

  it('shows the tip when the owned company is not the current one', async () => {
    renderInWorkspace(<CompanySwitcher />, {
      role: 'accountant',
      otherCompanies: sampleOtherCompanies('owner').slice(0, 1),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /Switch Company \(2\)/ }));
    expect(screen.getByText(TIP)).toBeInTheDocument();
  });

  it('hides the tip when the user owns none of them', async () => {
    renderInWorkspace(<CompanySwitcher />, {
      role: 'accountant',
      otherCompanies: sampleOtherCompanies('accountant'),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /Switch Company/ }));
    expect(screen.queryByText(TIP)).not.toBeInTheDocument();
  });
});
