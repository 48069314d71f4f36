import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PluginFilesService, StoredFile } from '@keel/core/server';

/**
 * An in-memory `files` service for tests; `beforePut` runs while a put is under way. Every file is
 * stored at the same fixed time: these tests never read the clock.
 */
export function memoryFiles(beforePut?: () => void): PluginFilesService & {
  bytes: Map<string, Uint8Array>;
} {
  const metas: StoredFile[] = [];
  const bytes = new Map<string, Uint8Array>();
  return {
    bytes,
    async put(companyId, meta, body, limitBytes) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of body instanceof Uint8Array ? [body] : body) chunks.push(chunk);
      const all = Buffer.concat(chunks);
      if (all.length > limitBytes) throw new Error('too large');
      await Promise.resolve();
      beforePut?.();
      const stored: StoredFile = {
        id: randomBytes(16).toString('base64url'),
        name: meta.name,
        type: meta.type,
        size: all.length,
        sha256: createHash('sha256').update(all).digest('hex'),
        createdAt: '2026-11-25T12:00:00.000Z',
        createdBy: meta.createdBy,
        ownerKey: `${companyId}|${meta.ownerKey ?? ''}`,
      };
      metas.push(stored);
      bytes.set(stored.id, new Uint8Array(all));
      return { ...stored, ownerKey: meta.ownerKey ?? '' };
    },
    async list(companyId, prefix = '') {
      return metas
        .filter((m) => m.ownerKey.startsWith(`${companyId}|${prefix}`))
        .map((m) => ({ ...m, ownerKey: m.ownerKey.slice(companyId.length + 1) }));
    },
    async open(companyId, id) {
      const meta = metas.find((m) => m.id === id && m.ownerKey.startsWith(`${companyId}|`));
      const data = bytes.get(id);
      if (!meta || !data) return null;
      return {
        meta: { ...meta, ownerKey: meta.ownerKey.slice(companyId.length + 1) },
        stream: Readable.from([Buffer.from(data)]),
      };
    },
    async remove(companyId, id) {
      const index = metas.findIndex((m) => m.id === id && m.ownerKey.startsWith(`${companyId}|`));
      if (index < 0) return false;
      metas.splice(index, 1);
      bytes.delete(id);
      return true;
    },
  };
}
