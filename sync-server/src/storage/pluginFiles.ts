import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '@keel/core/domain';
import { FileTooLargeError } from '@keel/core/server';
import type { PluginFilesService, StoredFile } from '@keel/core/server';

/** A file id: 16 random bytes in base64url. Nothing else ever reaches a path. */
const fileIdPattern = /^[A-Za-z0-9_-]{22}$/;
const companyIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const pluginIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const storedFileSchema = z.object({
  id: z.string().regex(fileIdPattern),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  ownerKey: z.string(),
});

/** Whether a file name is one of the temp files `put` writes before renaming (`.{id}.part`, `.{id}.json.part`). */
export function isPartName(name: string): boolean {
  return /^\.[A-Za-z0-9_-]{22}(\.json)?\.part$/.test(name);
}

/** Whether `id` is the shape of a file id (so it is safe inside a path). */
export function isFileId(id: string): boolean {
  return fileIdPattern.test(id);
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the chunks to an open handle, counting and hashing; throws once past the limit. */
async function copyBody(
  handle: FileHandle,
  body: AsyncIterable<Uint8Array> | Uint8Array,
  limitBytes: number,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const chunks = body instanceof Uint8Array ? [body] : body;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limitBytes) throw new FileTooLargeError(limitBytes);
    hash.update(chunk);
    await handle.write(chunk);
  }
  await handle.sync();
  return { size, sha256: hash.digest('hex') };
}

/**
 * The `files` service of one plugin: bytes in `{root}/{pluginId}/{companyId}/{id}`, the description
 * beside them in `{id}.json`. Both are written to dot-named temp files, fsynced and renamed, bytes
 * first, so a listed file is always complete and a crash leaves at most an unlisted temp file.
 */
export function createPluginFiles(
  root: string,
  pluginId: string,
  clock: Clock,
): PluginFilesService {
  if (!pluginIdPattern.test(pluginId)) throw new RangeError(`Invalid plugin id ${pluginId}`);
  const companyDir = (companyId: string): string => {
    if (!companyIdPattern.test(companyId)) throw new RangeError('Invalid company id');
    return join(root, pluginId, companyId);
  };

  const readMeta = async (dir: string, id: string): Promise<StoredFile | null> => {
    try {
      const parsed = storedFileSchema.safeParse(
        JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')),
      );
      return parsed.success && parsed.data.id === id ? parsed.data : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError)
        return null;
      throw error;
    }
  };

  return {
    async put(companyId, meta, body, limitBytes) {
      const dir = companyDir(companyId);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = randomBytes(16).toString('base64url');
      const dataTemp = join(dir, `.${id}.part`);
      const metaTemp = join(dir, `.${id}.json.part`);
      try {
        const handle = await open(dataTemp, 'wx', 0o600);
        let measured: { size: number; sha256: string };
        try {
          measured = await copyBody(handle, body, limitBytes);
        } finally {
          await handle.close();
        }
        const stored: StoredFile = {
          id,
          name: meta.name,
          type: meta.type,
          ...measured,
          createdAt: clock.now().toISOString(),
          createdBy: meta.createdBy,
          ownerKey: meta.ownerKey ?? '',
        };
        await writeDurably(metaTemp, JSON.stringify(stored, null, 2));
        await rename(dataTemp, join(dir, id));
        await rename(metaTemp, join(dir, `${id}.json`));
        await fsyncDir(dir);
        return stored;
      } catch (error) {
        await rm(dataTemp, { force: true });
        await rm(metaTemp, { force: true });
        throw error;
      }
    },

    async list(companyId, ownerKeyPrefix = '') {
      const dir = companyDir(companyId);
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const name of names) {
        const id = name.endsWith('.json') ? name.slice(0, -5) : '';
        if (!isFileId(id)) continue;
        const meta = await readMeta(dir, id);
        if (meta && meta.ownerKey.startsWith(ownerKeyPrefix)) files.push(meta);
      }
      return files.sort(
        (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
      );
    },

    async open(companyId, id) {
      if (!isFileId(id) || !companyIdPattern.test(companyId)) return null;
      const dir = companyDir(companyId);
      const meta = await readMeta(dir, id);
      if (!meta) return null;
      try {
        const handle = await open(join(dir, id), 'r');
        return { meta, stream: handle.createReadStream() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(companyId, id) {
      if (!isFileId(id) || !companyIdPattern.test(companyId)) return false;
      const dir = companyDir(companyId);
      if (!(await readMeta(dir, id))) return false;
      // The description goes first: from then on the file is gone for every reader.
      await rm(join(dir, `${id}.json`), { force: true });
      await rm(join(dir, id), { force: true });
      await fsyncDir(dir);
      return true;
    },
  };
}
