import type { Sql } from 'postgres';
import { notificationRecordSchema, type NotificationRecord } from '../records';
import type { NotificationStore } from '../storage';

/**
 * Notifications in PostgreSQL, one row each (`notifications`), in the order added. An `add` is
 * one transaction: the new ones (an id already there is left as it is), then each of their
 * members' oldest past `keepPerUser` removed.
 */
export function pgNotifications(sql: Sql): NotificationStore {
  return {
    async ofUser(userId) {
      const rows = await sql`SELECT data FROM notifications WHERE user_id = ${userId} ORDER BY seq`;
      return rows.map((row) => Object.freeze(notificationRecordSchema.parse(row.data)));
    },
    async add(records: readonly NotificationRecord[], keepPerUser) {
      if (records.length === 0) return;
      await sql.begin(async (tx) => {
        for (const record of records)
          await tx`INSERT INTO notifications (id, user_id, data)
            VALUES (${record.id}, ${record.userId}, ${tx.json(JSON.parse(JSON.stringify(record)))})
            ON CONFLICT (id) DO NOTHING`;
        for (const userId of new Set(records.map((r) => r.userId)))
          await tx`DELETE FROM notifications WHERE user_id = ${userId} AND seq < ALL (
            SELECT seq FROM notifications WHERE user_id = ${userId} ORDER BY seq DESC LIMIT ${keepPerUser})`;
      });
    },
    async markRead(userId, ids) {
      if (ids.length === 0) return;
      await sql`UPDATE notifications SET data = jsonb_set(data, '{read}', 'true')
        WHERE user_id = ${userId} AND id = ANY(${[...ids]}) AND NOT (data->>'read')::boolean`;
    },
  };
}
