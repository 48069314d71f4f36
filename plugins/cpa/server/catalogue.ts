import type { Store } from 'tinybase';
import { z } from 'zod';
import type { ServiceOffering } from '../domain/catalogue/serviceOffering';
import { starterCatalogue } from '../domain/catalogue/starterCatalogue';
import type { ServiceView } from '../domain/routes';
import { CATALOGUE_ROW, serviceRowSchema, type ServiceRow } from '../domain/schema';

const featuresSchema = z.array(z.string());

function viewOf(id: string, row: ServiceRow): ServiceView {
  const { position: _position, features, ...rest } = row;
  return { id, ...rest, features: featuresSchema.parse(JSON.parse(features)) };
}

function rowOf(service: ServiceOffering, position: number, starter: boolean): ServiceRow {
  const { id: _id, features, ...rest } = service;
  return { ...rest, features: JSON.stringify(features), position, starter };
}

/** Whether the practice has a catalogue of its own (else it is shown the starter catalogue). */
export function hasOwnCatalogue(store: Store): boolean {
  return store.hasRow('catalogue', CATALOGUE_ROW);
}

/** The practice's catalogue in its order, or the starter catalogue before it has its own. */
export function readCatalogue(store: Store): ServiceView[] {
  if (!hasOwnCatalogue(store))
    return starterCatalogue().map((service) => ({ ...service, starter: true }));
  return store
    .getRowIds('services')
    .map((id) => ({ id, row: serviceRowSchema.parse(store.getRow('services', id)) }))
    .sort((a, b) => a.row.position - b.row.position || a.id.localeCompare(b.id))
    .map(({ id, row }) => viewOf(id, row));
}

/** Copies the starter catalogue in as the practice's own, once, before its first change. */
export function ownCatalogue(store: Store, by: string, at: string): void {
  if (hasOwnCatalogue(store)) return;
  starterCatalogue().forEach((service, position) =>
    store.setRow('services', service.id, rowOf(service, position, true)),
  );
  store.setRow('catalogue', CATALOGUE_ROW, { startedAt: at, startedBy: by });
}

/** Writes a service (edited or new: no longer the starter's text) and gives it as shown. */
export function saveService(store: Store, service: ServiceOffering): ServiceView {
  const existing = store.getCell('services', service.id, 'position');
  const position =
    typeof existing === 'number'
      ? existing
      : Math.max(
          -1,
          ...store
            .getRowIds('services')
            .map((id) => Number(store.getCell('services', id, 'position'))),
        ) + 1;
  const row = rowOf(service, position, false);
  store.setRow('services', service.id, row);
  return viewOf(service.id, row);
}
