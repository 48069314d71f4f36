import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { FileTooLargeError } from '@keel/core/server';
import { createPluginFiles } from './pluginFiles';

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'keel-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = (s: string) => new TextEncoder().encode(s);
async function* chunked(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield bytes(part);
}
const files = (clock = fixedClock('2026-04-01T10:00:00.000Z')) =>
  createPluginFiles(root, 'bookkeeping', clock);
const meta = { name: 'receipt.pdf', type: 'application/pdf', createdBy: 'u1' };

describe('createPluginFiles', () => {
  it('stores a streamed body with its description and reads it back', async () => {
    const service = files();
    const stored = await service.put(
      'co1',
      { ...meta, ownerKey: 'transaction:t1' },
      chunked('%PDF-', '1.7 body'),
      1000,
    );
    expect(stored).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'receipt.pdf',
      type: 'application/pdf',
      size: 13,
      sha256: createHash('sha256').update('%PDF-1.7 body').digest('hex'),
      createdAt: '2026-04-01T10:00:00.000Z',
      createdBy: 'u1',
      ownerKey: 'transaction:t1',
    });
    expect((await readdir(join(root, 'bookkeeping', 'co1'))).sort()).toEqual(
      [stored.id, `${stored.id}.json`].sort(),
    );
    const opened = await service.open('co1', stored.id);
    expect(opened?.meta).toEqual(stored);
    expect(await text(opened!.stream)).toBe('%PDF-1.7 body');
  });

  it('lists per company, filtered by owner-key prefix, oldest first', async () => {
    const clock = fixedClock('2026-01-01T00:00:00.000Z');
    const service = files(clock);
    const a = await service.put('co1', { ...meta, ownerKey: 'transaction:t1' }, bytes('a'), 10);
    clock.advance(86_400_000);
    const b = await service.put('co1', { ...meta, ownerKey: 'transaction:t2' }, bytes('b'), 10);
    await service.put('co2', { ...meta, ownerKey: 'transaction:t1' }, bytes('c'), 10);
    expect((await service.list('co1')).map((f) => f.id)).toEqual([a.id, b.id]);
    expect((await service.list('co1', 'transaction:t2')).map((f) => f.id)).toEqual([b.id]);
    expect(await service.list('co3')).toEqual([]);
    // Another plugin never sees them.
    expect(await createPluginFiles(root, 'payroll', clock).list('co1')).toEqual([]);
  });

  it('refuses a body past the limit with a typed error and leaves nothing behind', async () => {
    const service = files();
    await expect(service.put('co1', meta, chunked('12345', '67890', 'x'), 10)).rejects.toThrow(
      FileTooLargeError,
    );
    await expect(service.put('co1', meta, bytes('12345678901'), 10)).rejects.toMatchObject({
      limitBytes: 10,
    });
    expect(await readdir(join(root, 'bookkeeping', 'co1'))).toEqual([]);
    expect(await service.list('co1')).toEqual([]);
    // Exactly at the limit is fine.
    expect((await service.put('co1', meta, bytes('1234567890'), 10)).size).toBe(10);
  });

  it('leaves nothing when the body fails half-way', async () => {
    const service = files();
    async function* broken(): AsyncIterable<Uint8Array> {
      yield bytes('half');
      throw new Error('connection reset');
    }
    await expect(service.put('co1', meta, broken(), 100)).rejects.toThrow('connection reset');
    expect(await readdir(join(root, 'bookkeeping', 'co1'))).toEqual([]);
  });

  it('removes a file; a second remove or an unknown id answers false', async () => {
    const service = files();
    const stored = await service.put('co1', meta, bytes('x'), 10);
    expect(await service.remove('co1', stored.id)).toBe(true);
    expect(await service.remove('co1', stored.id)).toBe(false);
    expect(await service.open('co1', stored.id)).toBeNull();
    expect(await readdir(join(root, 'bookkeeping', 'co1'))).toEqual([]);
  });

  it('keeps a file readable through a stream opened before it was removed', async () => {
    const service = files();
    const stored = await service.put('co1', meta, bytes('still here'), 100);
    const opened = await service.open('co1', stored.id);
    await service.remove('co1', stored.id);
    expect(await text(opened!.stream)).toBe('still here');
  });

  it('treats path-like ids as missing and refuses path-like company ids', async () => {
    const service = files();
    // A file outside the company folder that a traversal would reach.
    await mkdir(join(root, 'bookkeeping', 'co2'), { recursive: true });
    await writeFile(join(root, 'bookkeeping', 'secret'), 'top secret');
    await writeFile(join(root, 'bookkeeping', 'secret.json'), JSON.stringify({ id: 'secret' }));
    for (const id of [
      '../secret',
      '..',
      '../../bookkeeping/secret',
      'a/b',
      '',
      '.x.part',
      '%2e%2e',
    ]) {
      expect(await service.open('co2', id)).toBeNull();
      expect(await service.remove('co2', id)).toBe(false);
    }
    expect(await service.open('../bookkeeping', 'secret')).toBeNull();
    await expect(service.list('../bookkeeping')).rejects.toThrow('Invalid company id');
    await expect(service.put('..', meta, bytes('x'), 10)).rejects.toThrow('Invalid company id');
    expect(await readdir(join(root, 'bookkeeping'))).toEqual(
      expect.arrayContaining(['secret', 'secret.json']),
    );
    expect(() => createPluginFiles(root, '../other', fixedClock('2026-04-01'))).toThrow(
      'Invalid plugin id',
    );
  });

  it('skips an unreadable description rather than failing the list', async () => {
    const service = files();
    const stored = await service.put('co1', meta, bytes('x'), 10);
    await writeFile(join(root, 'bookkeeping', 'co1', 'AAAAAAAAAAAAAAAAAAAAAA.json'), '{broken');
    expect((await service.list('co1')).map((f) => f.id)).toEqual([stored.id]);
  });
});
