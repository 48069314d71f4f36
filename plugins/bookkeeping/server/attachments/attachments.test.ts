import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogFn } from '@keel/core/server';
import { Client, addMember, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { aTransaction } from '../../domain/books/testBooks';
import { TRANSACTIONS_TABLE, transactionToRow } from '../../domain/books/transactionRow';
import { MAX_ATTACHMENT_BYTES, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from './index';

let keel: TestKeel;
let owner: Client;
let ownerEmail: string;
let viewer: Client;
let bookkeeper: Client;
let stranger: Client;
let companyId: string;
const log = vi.fn<LogFn>();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

async function addTransaction(id: string): Promise<void> {
  const store = await keel.server.services.docs.store(companyId, 'bookkeeping');
  store.setRow(TRANSACTIONS_TABLE, id, transactionToRow(aTransaction({ id })));
}

const base = (transactionId: string) =>
  `/api/companies/${companyId}/transactions/${encodeURIComponent(transactionId)}/attachments`;

/** Sends a multipart form with one file, as the browser's FormData does. */
async function upload(
  client: Client,
  transactionId: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'receipt.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await fetch(keel.url + base(transactionId), {
    method: 'POST',
    headers: { cookie: client.cookie, origin: keel.url },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function download(client: Client, transactionId: string, id: string) {
  const res = await fetch(`${keel.url}${base(transactionId)}/${id}`, {
    headers: { cookie: client.cookie },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The files on disk for the company, temp files included. */
async function filesOnDisk(): Promise<string[]> {
  return readdir(join(keel.dataDir, 'files', 'bookkeeping', companyId)).catch(() => []);
}

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, 'testing', 'plugins'), log });
  const ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  ownerEmail = ada.email;
  companyId = ada.companyId;
  const member = async (firstName: string, role: string): Promise<Client> => {
    const invitee = await signUpUser(keel.url, firstName, `${firstName} Ltd`);
    await addMember(keel, ada, invitee, role);
    return invitee.client;
  };
  viewer = await member('Vera', 'viewer');
  bookkeeper = await member('Bea', 'bookkeeper');
  stranger = (await signUpUser(keel.url, 'Eve', 'Eve Ltd')).client;
  for (const id of ['t1', 't2', 't3', 't4', 't5']) await addTransaction(id);
});
afterAll(() => keel.close());

describe('transaction attachments', () => {
  it('uploads a receipt, lists it for every member and downloads the same bytes', async () => {
    const posted = await upload(owner, 't1', PNG, 'Kassenbon "März" né.png');
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const attachment = posted.body.attachment as Record<string, unknown>;
    expect(attachment).toEqual({
      id: expect.any(String),
      name: 'Kassenbon "März" né.png',
      type: 'image/png',
      size: PNG.byteLength,
      createdAt: expect.any(String),
      createdBy: `Ada Tester <${ownerEmail}>`,
    });

    const listed = await viewer.get(base('t1'));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ attachments: [attachment] });
    expect((await owner.get(base('t2'))).body).toEqual({ attachments: [] });

    const { res, bytes } = await download(viewer, 't1', String(attachment.id));
    expect(res.status).toBe(200);
    expect(bytes).toEqual(PNG);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${keel.url}${base('t1')}/${String(attachment.id)}`, {
      method: 'HEAD',
      headers: { cookie: viewer.cookie },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Kassenbon _M_rz_ n_.png"; filename*=UTF-8''Kassenbon%20%22M%C3%A4rz%22%20n%C3%A9.png`,
    );
  });

  it('stores the type the bytes show and refuses files that are not images or PDFs', async () => {
    const pdf = await upload(bookkeeper, 't2', PDF, 'scan', 'application/octet-stream');
    expect(pdf.status).toBe(201);
    expect(pdf.body.attachment).toMatchObject({ type: 'application/pdf', name: 'scan' });

    const before = await filesOnDisk();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await upload(owner, 't2', html, 'receipt.png', 'image/png')).toEqual({
      status: 415,
      body: { error: WRONG_TYPE_MESSAGE },
    });
    expect((await upload(owner, 't2', PNG, 'page.html', 'text/html')).status).toBe(415);
    expect((await upload(owner, 't2', new Uint8Array(), 'empty.png')).status).toBe(400);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('answers 413 for a file over 20 MB and keeps nothing, streamed or not', async () => {
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(PNG);
    expect(await upload(owner, 't3', big)).toEqual({
      status: 413,
      body: { error: TOO_LARGE_MESSAGE },
    });

    // Without a Content-Length the limit is found while the bytes arrive.
    const boundary = 'keel-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent <= MAX_ATTACHMENT_BYTES) {
          controller.enqueue(sent === 0 ? big.subarray(0, chunk.byteLength) : chunk);
          sent += chunk.byteLength;
        } else {
          controller.enqueue(tail);
          controller.close();
        }
      },
    });
    const res = await fetch(keel.url + base('t3'), {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        origin: keel.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: TOO_LARGE_MESSAGE });
    expect((await owner.get(base('t3'))).body).toEqual({ attachments: [] });
    expect((await filesOnDisk()).filter((f) => f.includes('.part'))).toEqual([]);
  });

  it('accepts a file of exactly 20 MB', async () => {
    const exact = new Uint8Array(MAX_ATTACHMENT_BYTES);
    exact.set(PNG);
    const posted = await upload(owner, 't3', exact);
    expect(posted.status).toBe(201);
    expect(posted.body.attachment).toMatchObject({ size: MAX_ATTACHMENT_BYTES });
  });

  it('answers 404 for a transaction that does not exist and for a company one is not in', async () => {
    expect(await upload(owner, 'nope', PNG)).toEqual({
      status: 404,
      body: { error: 'Transaction not found' },
    });
    expect((await owner.get(base('nope'))).status).toBe(404);
    expect((await upload(stranger, 't4', PNG)).status).toBe(404);
    expect((await stranger.get(base('t4'))).status).toBe(404);
  });

  it('lets only writers upload and delete', async () => {
    expect((await upload(viewer, 't4', PNG)).status).toBe(403);
    const posted = await upload(bookkeeper, 't4', PNG);
    expect(posted.status).toBe(201);
    const id = String((posted.body.attachment as { id: string }).id);
    expect((await viewer.delete(`${base('t4')}/${id}`)).status).toBe(403);
    expect((await bookkeeper.delete(`${base('t4')}/${id}`)).status).toBe(204);
    expect((await owner.get(base('t4'))).body).toEqual({ attachments: [] });
    expect((await download(owner, 't4', id)).res.status).toBe(404);
    expect((await owner.delete(`${base('t4')}/${id}`)).status).toBe(404);
  });

  it("never serves another transaction's file nor a path for an id", async () => {
    const posted = await upload(owner, 't5', PNG);
    const id = String((posted.body.attachment as { id: string }).id);
    expect((await download(owner, 't1', id)).res.status).toBe(404);
    // fetch resolves %2E%2E as '..': the URL leaves the route, and nothing answers it.
    expect((await download(owner, 't5', '%2E%2E')).res.status).toBe(404);
    // A path is not an id: 400 naming the field, before any file is looked for.
    for (const bad of ['..%2F..%2Fkeel.json', '..%2F' + id, `${id}.json`]) {
      const { res, bytes } = await download(owner, 't5', bad);
      expect(res.status).toBe(400);
      const body = JSON.parse(new TextDecoder().decode(bytes)) as { fields: object };
      expect(body.fields).toHaveProperty('attachmentId');
    }
    expect((await owner.delete(`${base('t5')}/..%2F${id}`)).status).toBe(400);
    expect((await download(owner, 't5', id)).res.status).toBe(200);
  });

  it('answers 400 to a request that is not a form with a file', async () => {
    const json = await owner.post(base('t5'), { file: 'x' });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await fetch(keel.url + base('t5'), {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: keel.url },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Choose a file to attach',
      fields: { file: 'Choose a file to attach' },
    });
    expect(json.body.fields).toHaveProperty('file');
  });

  it('keeps nothing and logs no error when the browser goes away mid-upload', async () => {
    const boundary = 'keel-boundary';
    const sent = new Promise<void>((resolve) => {
      const req = request(keel.url + base('t5'), {
        method: 'POST',
        headers: {
          cookie: owner.cookie,
          origin: keel.url,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5 * 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      req.write(Buffer.concat([Buffer.from(PNG), Buffer.alloc(256 * 1024)]), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });
    await sent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await filesOnDisk()).filter((f) => f.includes('.part'))).toEqual([]);
    expect((await owner.get(base('t5'))).body.attachments).toHaveLength(1);
    expect(log.mock.calls.filter(([level]) => level === 'error')).toEqual([]);
  });
});
