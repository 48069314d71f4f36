import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PluginFilesService, StoredFile } from '@keel/core/server';
import type { Conversation } from '../../domain/schema';
import { createConversationStore } from './conversationStore';

/** The plugin's files in memory, as the server keeps them on disk. */
function memoryFiles() {
  const files = new Map<string, { meta: StoredFile; bytes: Uint8Array }>();
  let next = 0;
  const service: PluginFilesService = {
    async put(companyId, meta, body) {
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      const stored: StoredFile = {
        id: `f${next++}`,
        name: meta.name,
        type: meta.type,
        size: bytes.length,
        sha256: '',
        createdAt: '2026-11-25T10:00:00.000Z',
        createdBy: meta.createdBy,
        ownerKey: meta.ownerKey ?? '',
      };
      files.set(`${companyId}/${stored.id}`, { meta: stored, bytes });
      return stored;
    },
    async list(companyId, prefix = '') {
      return [...files.entries()]
        .filter(([key, f]) => key.startsWith(`${companyId}/`) && f.meta.ownerKey.startsWith(prefix))
        .map(([, f]) => f.meta);
    },
    async open(companyId, id) {
      const f = files.get(`${companyId}/${id}`);
      return f ? { meta: f.meta, stream: Readable.from([Buffer.from(f.bytes)]) } : null;
    },
    async remove(companyId, id) {
      return files.delete(`${companyId}/${id}`);
    },
  };
  return { service, files };
}

const conversation = (id: string, userId: string, updatedAt: string, title = id): Conversation => ({
  id,
  userId,
  companyId: 'co1',
  title,
  context: '',
  createdAt: updatedAt,
  updatedAt,
  resolved: false,
  messages: [],
});

describe('the conversation store', () => {
  it('keeps the last version of a conversation only, and reads it back', async () => {
    const { service, files } = memoryFiles();
    const store = createConversationStore(service);
    await store.save(conversation('c1', 'u1', '2026-11-25T10:00:00Z', 'first'));
    await store.save(conversation('c1', 'u1', '2026-11-25T10:05:00Z', 'second'));
    expect([...files.values()].map((f) => f.meta.name)).toEqual(['c1.v2.json']);
    // A fresh store (a restart) reads it from the files.
    const again = createConversationStore(service);
    expect((await again.get('co1', 'u1', 'c1'))?.title).toBe('second');
  });

  it('lists a member’s own conversations, newest first, and never another member’s', async () => {
    const store = createConversationStore(memoryFiles().service);
    await store.save(conversation('old', 'u1', '2026-11-20T10:00:00Z'));
    await store.save(conversation('new', 'u1', '2026-11-25T10:00:00Z'));
    await store.save(conversation('theirs', 'u2', '2026-11-25T11:00:00Z'));
    // An id that starts like another one is not it.
    await store.save(conversation('new-2', 'u1', '2026-11-24T10:00:00Z'));
    expect((await store.list('co1', 'u1')).map((c) => c.id)).toEqual(['new', 'new-2', 'old']);
    expect(await store.get('co1', 'u1', 'theirs')).toBeNull();
    expect((await store.get('co1', 'u1', 'new'))?.id).toBe('new');
  });

  it('removes every version of a conversation', async () => {
    const { service, files } = memoryFiles();
    const store = createConversationStore(service);
    await store.save(conversation('c1', 'u1', '2026-11-25T10:00:00Z'));
    await store.save(conversation('c2', 'u1', '2026-11-25T10:00:00Z'));
    expect(await store.remove('co1', 'u1', 'c1')).toBe(true);
    expect(await store.remove('co1', 'u1', 'c1')).toBe(false);
    expect(await store.get('co1', 'u1', 'c1')).toBeNull();
    expect([...files.values()].map((f) => f.meta.name)).toEqual(['c2.v1.json']);
  });
});
