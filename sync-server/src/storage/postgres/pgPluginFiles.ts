import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Sql } from 'postgres';
import type { Clock } from '@keel/core/domain';
import { FileTooLargeError, type PluginFilesService, type StoredFile } from '@keel/core/server';
import { isFileId } from '../pluginFiles';

const companyIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const pluginIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Reads a body whole, counting and hashing; throws once past the limit. */
async function readBody(
  body: AsyncIterable<Uint8Array> | Uint8Array,
  limitBytes: number,
): Promise<{ bytes: Buffer; size: number; sha256: string }> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body instanceof Uint8Array ? [body] : body) {
    size += chunk.byteLength;
    if (size > limitBytes) throw new FileTooLargeError(limitBytes);
    hash.update(chunk);
    chunks.push(Buffer.from(chunk));
  }
  return { bytes: Buffer.concat(chunks), size, sha256: hash.digest('hex') };
}

/**
 * The `files` service of one plugin in PostgreSQL (`plugin_files`): the description and the bytes
 * in one row, written in one statement, so a listed file is always whole and a refused one
 * leaves nothing. Bytes are read into memory first (uploads are limited by `limitBytes`).
 */
export function pgPluginFiles(sql: Sql, pluginId: string, clock: Clock): PluginFilesService {
  if (!pluginIdPattern.test(pluginId)) throw new RangeError(`Invalid plugin id ${pluginId}`);
  const checkCompany = (companyId: string) => {
    if (!companyIdPattern.test(companyId)) throw new RangeError('Invalid company id');
  };
  return {
    async put(companyId, meta, body, limitBytes) {
      checkCompany(companyId);
      const { bytes, size, sha256 } = await readBody(body, limitBytes);
      const stored: StoredFile = {
        id: randomBytes(16).toString('base64url'),
        name: meta.name,
        type: meta.type,
        size,
        sha256,
        createdAt: clock.now().toISOString(),
        createdBy: meta.createdBy,
        ownerKey: meta.ownerKey ?? '',
      };
      await sql`INSERT INTO plugin_files (plugin_id, company_id, id, meta, bytes)
        VALUES (${pluginId}, ${companyId}, ${stored.id}, ${sql.json({ ...stored })}, ${bytes})`;
      return stored;
    },

    async list(companyId, ownerKeyPrefix = '') {
      checkCompany(companyId);
      const rows = await sql<{ meta: StoredFile }[]>`SELECT meta FROM plugin_files
        WHERE plugin_id = ${pluginId} AND company_id = ${companyId}
          AND starts_with(meta->>'ownerKey', ${ownerKeyPrefix})
        ORDER BY meta->>'createdAt' COLLATE "C", id COLLATE "C"`;
      return rows.map((row) => row.meta);
    },

    async open(companyId, id) {
      if (!isFileId(id) || !companyIdPattern.test(companyId)) return null;
      const [row] = await sql<{ meta: StoredFile; bytes: Buffer }[]>`SELECT meta, bytes
        FROM plugin_files WHERE plugin_id = ${pluginId} AND company_id = ${companyId} AND id = ${id}`;
      return row ? { meta: row.meta, stream: Readable.from([row.bytes]) } : null;
    },

    async remove(companyId, id) {
      if (!isFileId(id) || !companyIdPattern.test(companyId)) return false;
      const result = await sql`DELETE FROM plugin_files
        WHERE plugin_id = ${pluginId} AND company_id = ${companyId} AND id = ${id}`;
      return result.count > 0;
    },
  };
}
