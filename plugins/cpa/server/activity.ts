import { randomUUID } from 'node:crypto';
import type { Store } from 'tinybase';
import type { ActivityRow } from '../domain/schema';

/** Records one event of the practice's work with a client, for Analytics' Recent Activity. */
export function recordActivity(store: Store, activity: Omit<ActivityRow, 'seq'>): void {
  const seq =
    Math.max(
      0,
      ...store.getRowIds('activity').map((id) => Number(store.getCell('activity', id, 'seq')) || 0),
    ) + 1;
  store.setRow('activity', randomUUID().replaceAll('-', ''), { ...activity, seq });
}
