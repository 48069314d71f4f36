import type { Store } from 'tinybase';
import { serviceTypes, type ServiceType } from '../domain/catalogue/serviceOffering';
import type { ClientView, ConsultationView, PracticeMember } from '../domain/routes';
import { clientRowSchema, consultationRowSchema, type ClientRow } from '../domain/schema';
import type { KeelClient } from './health/readClientHealth';

/** The practice's record of each client, by record id. */
export function clientRows(store: Store): Map<string, ClientRow> {
  return new Map(
    store
      .getRowIds('clients')
      .map((id) => [id, clientRowSchema.parse(store.getRow('clients', id))]),
  );
}

function consultationsByClient(store: Store): Map<string, ConsultationView[]> {
  const byClient = new Map<string, ConsultationView[]>();
  for (const id of store.getRowIds('consultations')) {
    const row = consultationRowSchema.parse(store.getRow('consultations', id));
    const list = byClient.get(row.clientId) ?? [];
    list.push({ id, type: row.type, date: row.date, time: row.time, format: row.format });
    byClient.set(row.clientId, list);
  }
  for (const list of byClient.values())
    list.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return byClient;
}

const serviceTypeOf = (text: string): ServiceType | null =>
  (serviceTypes as readonly string[]).includes(text) ? (text as ServiceType) : null;

/**
 * Client Portfolio's rows for one user of the practice: their client companies on Keel (each
 * with its live health, joined with what the practice recorded of it) and the clients not on
 * Keel the practice added. A record of a Keel company the user is not a member of is left out.
 */
export function clientViews(
  store: Store,
  keelClients: readonly KeelClient[],
  members: readonly PracticeMember[],
): ClientView[] {
  const rows = clientRows(store);
  const consultations = consultationsByClient(store);
  const cpaOf = (userId: string) => {
    const member = members.find((m) => m.userId === userId);
    return member ? { userId, name: member.name } : null;
  };
  const common = (id: string, row: ClientRow | undefined) => ({
    id,
    industry: row?.industry ?? '',
    serviceType: serviceTypeOf(row?.serviceType ?? ''),
    cpa: row ? cpaOf(row.cpa) : null,
    status: row?.status ?? 'planning',
    engagementFee: row?.engagementFee ?? 0,
    billing: row?.billing ?? 'none',
    consultations: consultations.get(id) ?? [],
  });
  const onKeel = keelClients.map((client): ClientView => ({
    ...common(client.id, rows.get(client.id)),
    onKeel: true,
    name: client.name,
    revenueCents: client.health?.revenueCents ?? null,
    nextDeadline: client.health?.nextDeadline?.dueDate ?? null,
    health: client.health,
  }));
  const offKeel = [...rows]
    .filter(([, row]) => row.keelCompanyId === '')
    .map(([id, row]): ClientView => ({
      ...common(id, row),
      onKeel: false,
      name: row.name,
      revenueCents: row.revenue,
      nextDeadline: row.nextDeadline === '' ? null : row.nextDeadline,
      health: null,
    }));
  return [...onKeel, ...offKeel].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
}
