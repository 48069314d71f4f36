import type { Sql } from 'postgres';
import { isRecordId } from '@keel/core/domain';
import type { PluginRecordsService } from '@keel/core/server';

const pluginIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The `records` service of one plugin in PostgreSQL (`plugin_records`): each record's JSON text
 * as given, replaced whole in one statement. Writes to one record are made in the order asked.
 */
export function pgPluginRecords(sql: Sql, pluginId: string): PluginRecordsService {
  if (!pluginIdPattern.test(pluginId)) throw new RangeError(`Invalid plugin id ${pluginId}`);
  const queues = new Map<string, Promise<void>>();
  return {
    async get(collection, id) {
      if (!isRecordId(collection) || !isRecordId(id)) return null;
      const [row] = await sql<{ value: string }[]>`SELECT value FROM plugin_records
        WHERE plugin_id = ${pluginId} AND collection = ${collection} AND id = ${id}`;
      return row ? (JSON.parse(row.value) as unknown) : null;
    },
    async put(collection, id, value) {
      if (!isRecordId(collection)) throw new RangeError(`Invalid collection ${collection}`);
      if (!isRecordId(id)) throw new RangeError(`Invalid record id ${id}`);
      if (value === undefined) throw new TypeError('A record needs a value');
      // The value as given now, written after the writes asked for before it.
      const text = JSON.stringify(value);
      const key = `${collection}/${id}`;
      const run = (queues.get(key) ?? Promise.resolve()).then(async () => {
        await sql`INSERT INTO plugin_records (plugin_id, collection, id, value)
          VALUES (${pluginId}, ${collection}, ${id}, ${text})
          ON CONFLICT (plugin_id, collection, id) DO UPDATE SET value = excluded.value`;
      });
      const settled = run.catch(() => {});
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      await run;
    },
  };
}
