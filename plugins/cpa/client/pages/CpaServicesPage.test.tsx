// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { fakeCpaApi, sampleServices } from '../fixtures/sampleCpa';
import { CpaServicesPage } from './CpaServicesPage';

function renderPage(api: Record<string, object> = fakeCpaApi()) {
  return renderInWorkspace(<CpaServicesPage />, {
    manifests: [plugin],
    route: '/cpa-services',
    api,
  });
}

const audit = () => screen.findByRole('region', { name: 'Financial Statement Audit' });

describe('CPA Services', () => {
  it('Cancel restores the card as it was; Save sends the whole edited service', async () => {
    const { api } = renderPage({
      ...fakeCpaApi(),
      'PUT /api/cpa/services/audit': (body: unknown) => ({
        service: { ...(body as object), id: 'audit', starter: false },
      }),
    });
    await audit();
    expect(screen.getByText(/starter catalogue every practice begins with/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Financial Statement Audit' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Changed title');
    await userEvent.clear(screen.getByLabelText('Feature 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const card = await audit();
    expect(within(card).getByText('Tests of internal controls')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Financial Statement Audit' }));
    const again = screen.getByLabelText('Title');
    expect(again).toHaveValue('Financial Statement Audit');
    await userEvent.clear(again);
    await userEvent.type(again, 'Audit');
    const price = screen.getByLabelText('Price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '6500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service Updated')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    const { id: _id, starter: _starter, ...original } = sampleServices[0]!;
    expect(put?.body).toEqual({
      ...original,
      id: 'audit',
      title: 'Audit',
      price: 650_000,
      companyId: expect.any(String),
    });
  });

  it('filters the catalogue by kind of service', async () => {
    renderPage();
    await audit();
    await userEvent.selectOptions(screen.getByLabelText('Service type'), 'consulting');
    expect(screen.queryByRole('region', { name: 'Financial Statement Audit' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Advisory and Consulting' })).toBeInTheDocument();
  });

  it('Add Client shows the server’s field errors and the spec’s failure toast', async () => {
    renderPage({
      ...fakeCpaApi(),
      'POST /api/cpa/clients': [
        400,
        {
          error: 'name: Name is required',
          fields: { name: 'Name is required', email: 'Enter a valid e-mail address' },
        },
      ],
    });
    await audit();
    await userEvent.click(screen.getByRole('tab', { name: 'Client Portfolio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Client' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Failed to add client. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('lists clients with their health, searches and filters them by status', async () => {
    renderPage();
    await audit();
    await userEvent.click(screen.getByRole('tab', { name: 'Client Portfolio' }));
    expect(screen.getByRole('list', { name: 'Health of Bella Design Studio' })).toHaveTextContent(
      '3 uncategorized lines',
    );
    await userEvent.type(screen.getByLabelText('Search clients'), 'food');
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows().map((r) => within(r).getByRole('strong').textContent)).toEqual(['Dora Dairy']);
    await userEvent.clear(screen.getByLabelText('Search clients'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'planning');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Carl Carpentry');
  });
});
