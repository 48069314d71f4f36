import { text } from 'node:stream/consumers';
import type { PluginFilesService, StoredFile } from '@keel/core/server';
import { conversationSchema, type Conversation } from '../../domain/schema';

/** The largest conversation file kept: about 250 long questions and answers. */
const CONVERSATION_LIMIT_BYTES = 4 * 1024 * 1024;

const ownerKeyOf = (userId: string, id: string) => `conversation:${userId}:${id}`;
const versionOf = (file: StoredFile) => Number(/\.v(\d+)\.json$/.exec(file.name)?.[1] ?? 0);

/**
 * A member's conversations in one company, on disk through the plugin's files (outside the
 * company document, so no other member ever receives them): one JSON file per version of a
 * conversation. A save writes version n+1 whole and then removes the older ones, so a crash leaves
 * the last complete version readable. A file never changes, so its parsed content is cached by id.
 */
export function createConversationStore(files: PluginFilesService) {
  const parsed = new Map<string, Conversation>();

  async function read(companyId: string, file: StoredFile): Promise<Conversation | null> {
    const cached = parsed.get(file.id);
    if (cached) return cached;
    const opened = await files.open(companyId, file.id);
    if (!opened) return null;
    const result = conversationSchema.safeParse(JSON.parse(await text(opened.stream)));
    if (!result.success) return null;
    parsed.set(file.id, result.data);
    return result.data;
  }

  /** The newest file of each conversation of the member, with the older ones. */
  async function filesOf(companyId: string, userId: string, id = '') {
    const all = await files.list(companyId, ownerKeyOf(userId, id));
    const newest = new Map<string, StoredFile>();
    for (const file of all) {
      const known = newest.get(file.ownerKey);
      if (!known || versionOf(file) > versionOf(known)) newest.set(file.ownerKey, file);
    }
    const older = all.filter((f) => newest.get(f.ownerKey) !== f);
    return { newest: [...newest.values()], older };
  }

  return {
    /** The member's conversations in the company, newest first. */
    async list(companyId: string, userId: string): Promise<Conversation[]> {
      const { newest } = await filesOf(companyId, userId);
      const read_ = await Promise.all(newest.map((f) => read(companyId, f)));
      return read_
        .filter((c): c is Conversation => c !== null && c.userId === userId)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },

    /** One conversation of the member, or null (another member's is null too). */
    async get(companyId: string, userId: string, id: string): Promise<Conversation | null> {
      const { newest } = await filesOf(companyId, userId, `${id}`);
      const file = newest.find((f) => f.ownerKey === ownerKeyOf(userId, id));
      const conversation = file ? await read(companyId, file) : null;
      return conversation && conversation.userId === userId && conversation.id === id
        ? conversation
        : null;
    },

    /** Writes the conversation as its next version, then drops the versions before it. */
    async save(conversation: Conversation): Promise<void> {
      const { companyId, userId, id } = conversation;
      const key = ownerKeyOf(userId, id);
      const { newest, older } = await filesOf(companyId, userId, id);
      const mine = newest.filter((f) => f.ownerKey === key);
      const version = Math.max(0, ...mine.map(versionOf)) + 1;
      const stored = await files.put(
        companyId,
        {
          name: `${id}.v${version}.json`,
          type: 'application/json',
          createdBy: userId,
          ownerKey: key,
        },
        new TextEncoder().encode(JSON.stringify(conversationSchema.parse(conversation))),
        CONVERSATION_LIMIT_BYTES,
      );
      parsed.set(stored.id, conversation);
      for (const file of [...mine, ...older.filter((f) => f.ownerKey === key)]) {
        parsed.delete(file.id);
        await files.remove(companyId, file.id);
      }
    },

    /** Removes every version of one conversation of the member; false when there was none. */
    async remove(companyId: string, userId: string, id: string): Promise<boolean> {
      const key = ownerKeyOf(userId, id);
      const all = (await files.list(companyId, key)).filter((f) => f.ownerKey === key);
      for (const file of all) {
        parsed.delete(file.id);
        await files.remove(companyId, file.id);
      }
      return all.length > 0;
    },
  };
}

/** The store of conversations. */
export type ConversationStore = ReturnType<typeof createConversationStore>;
