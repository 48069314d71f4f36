// @vitest-environment jsdom
import '../testkit/jsdom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiFetch } from '../api';
import { useSession } from '../session';
import { fakeFetch, Harness, sampleCompanies, sampleCompany, sampleUser } from '../testkit';
import { CompanySwitcher } from './CompanySwitcher';

let restore = () => {};
afterEach(() => restore());

function Current() {
  return <p>Current: {useSession().currentCompany?.name}</p>;
}

describe('CompanySwitcher', () => {
  it('says when no company is accessible', () => {
    render(<Harness user={sampleUser({ companyId: null, role: null })}><CompanySwitcher /></Harness>);
    expect(screen.getByText('No companies accessible')).toBeInTheDocument();
  });

  it('shows one company as a static badge with its live name', () => {
    render(<Harness user={sampleUser()} companies={[sampleCompany()]}><CompanySwitcher currentName="Renamed Live" /></Harness>);
    expect(screen.getByText('Renamed Live')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists several companies with roles, the owner tip, and switches', async () => {
    const api = fakeFetch({ 'POST /api/companies/c-babbage/switch': { user: sampleUser({ companyId: 'c-babbage', role: 'admin' }) } });
    restore = setApiFetch(api);
    render(
      <Harness user={sampleUser()} companies={sampleCompanies()}>
        <CompanySwitcher />
        <Current />
      </Harness>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Switch Company \(3\)/ }));
    expect(screen.getByText('Switch Company (3)')).toBeInTheDocument();
    expect(screen.getByText('Grant access to your accountant via Company Settings')).toBeInTheDocument();
    const option = screen.getByRole('menuitem', { name: /Babbage Partners/ });
    expect(option).toHaveTextContent('Partnership');
    expect(option).toHaveTextContent('Admin');
    await user.click(option);
    expect(await screen.findByText('Company Switched')).toBeInTheDocument();
    expect(screen.getByText('Now managing Babbage Partners')).toBeInTheDocument();
    expect(screen.getByText('Current: Babbage Partners')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/api/companies/c-babbage/switch' });
  });

  it('hides the tip when the user owns none of them', async () => {
    render(<Harness user={sampleUser({ role: 'accountant' })} companies={sampleCompanies('accountant').map((c) => ({ ...c, role: 'accountant' as const }))}><CompanySwitcher /></Harness>);
    await userEvent.setup().click(screen.getByRole('button', { name: /Switch Company/ }));
    expect(screen.queryByText('Grant access to your accountant via Company Settings')).not.toBeInTheDocument();
  });
});
