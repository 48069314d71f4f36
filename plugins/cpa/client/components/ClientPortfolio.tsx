import { useState } from 'react';
import { Badge, Button, EmptyState, Input, NativeSelect } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { clientStatuses, type ClientStatus } from '../../domain/clients/newClient';
import { shortDate } from '../../domain/dates';
import type { ClientView } from '../../domain/routes';
import { HealthStrip } from './HealthStrip';

const statusTone = { in_progress: 'info', planning: 'warning', completed: 'success' } as const;

/** Props of ClientPortfolio. */
export interface ClientPortfolioProps {
  clients: readonly ClientView[];
  /** Whether the member may add clients and change their status. */
  canWrite: boolean;
  onAdd: () => void;
  onUpdate: (client: ClientView) => void;
  onView: (client: ClientView) => void;
}

/** Whether the client's name, industry or service type contains the search text. */
function matches(client: ClientView, search: string): boolean {
  const text = search.trim().toLowerCase();
  return [client.name, client.industry, client.serviceType ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );
}

/**
 * Client Portfolio (spec 001): search over name, industry and service type, a status filter, Add
 * Client, and each client with its responsible CPA, revenue, next deadline, status and, for a
 * client company on Keel, its live health strip.
 */
export function ClientPortfolio({
  clients,
  canWrite,
  onAdd,
  onUpdate,
  onView,
}: ClientPortfolioProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'all' | ClientStatus>('all');
  const shown = clients.filter(
    (client) => matches(client, search) && (status === 'all' || client.status === status),
  );
  return (
    <div className="cpa-tab">
      <div className="k-toolbar cpa-filters">
        <Input
          label="Search clients"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <NativeSelect
          label="Status"
          value={status}
          options={[
            { value: 'all', label: 'All statuses' },
            ...clientStatuses.map((value) => ({ value, label: value })),
          ]}
          onChange={(e) => setStatus(e.target.value as 'all' | ClientStatus)}
        />
        {canWrite && <Button onClick={onAdd}>Add Client</Button>}
      </div>
      {clients.length === 0 ? (
        <EmptyState title="No clients yet">
          Companies where you are an accountant, CPA or bookkeeper appear here with their live
          health; add clients not on Keel with Add Client.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No client matches" />
      ) : (
        <table className="k-table cpa-clients">
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Industry</th>
              <th scope="col">Service Type</th>
              <th scope="col">Revenue</th>
              <th scope="col">Next Deadline</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((client) => (
              <tr key={client.id}>
                <td>
                  <strong>{client.name}</strong>
                  <div className="k-hint">
                    {client.cpa ? client.cpa.name : 'No responsible CPA'}
                    {client.onKeel ? ' · on Keel' : ''}
                  </div>
                  {client.health && <HealthStrip health={client.health} name={client.name} />}
                  {client.consultations.map((c) => (
                    <div className="k-hint" key={c.id}>
                      Consultation {shortDate(c.date)}, {c.time}, {c.format}
                    </div>
                  ))}
                </td>
                <td>{client.industry || '—'}</td>
                <td>{client.serviceType ?? '—'}</td>
                <td>{client.revenueCents === null ? '—' : formatUSD(client.revenueCents)}</td>
                <td>{client.nextDeadline ? shortDate(client.nextDeadline) : '—'}</td>
                <td>
                  <Badge tone={statusTone[client.status]}>{client.status}</Badge>
                </td>
                <td>
                  <div className="k-toolbar">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`View ${client.name}`}
                      onClick={() => onView(client)}
                    >
                      View
                    </Button>
                    {canWrite && (
                      <Button
                        size="sm"
                        aria-label={`Update ${client.name}`}
                        disabled={client.status === 'in_progress'}
                        onClick={() => onUpdate(client)}
                      >
                        Update
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
