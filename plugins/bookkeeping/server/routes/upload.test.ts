import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { Client, addMember, signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { writeTextPdf } from '../../domain/statements/pdf/writeTextPdf.testSupport';
import { transactionListSchema } from './transactions.schema';
import { uploadResultSchema } from './upload.schema';
import { ENTRIES_TABLE } from '../../domain/ledger/entryRow';

let keel: TestKeel;
let owner: Client;
let viewer: Client;
let companyId: string;
let base: string;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs a statement as a browser's FormData does. */
async function upload(
  file: { name: string; content: string | Uint8Array } | null,
  fields: Record<string, string> = {},
  client = owner,
): Promise<Answer> {
  const form = new FormData();
  form.append('companyId', companyId);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const { content } = file;
    // A copy: Blob takes bytes backed by a plain ArrayBuffer only.
    form.append(
      'file',
      new Blob([typeof content === 'string' ? content : content.slice()]),
      file.name,
    );
  }
  const res = await fetch(`${keel.url}${base}/upload-bank-statement`, {
    method: 'POST',
    headers: { cookie: client.cookie, origin: keel.url },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const transactions = async () =>
  transactionListSchema.parse((await owner.get(`${base}/transactions`)).body).transactions;

const csv = `Date,Description,Amount
2026-05-01,STARBUCKS #123 SEATTLE,-4.50
2026-05-02,ACME CORP PAYMENT,1200.00
2026-05-03,CHEVRON 0042,-38.19
`;

const ofx = (amount: string) => `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS>
<CURDEF>USD
<BANKACCTFROM><BANKID>021000021<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20260510
<TRNAMT>-12.00
<FITID>A1
<NAME>PARKING
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20260511
<TRNAMT>${amount}
<FITID>A2
<NAME>LUNCH
</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

beforeAll(async () => {
  keel = await startKeel({ pluginsDir: join(import.meta.dirname, '..', '..', '..') });
  const ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  companyId = ada.companyId;
  base = `/api/companies/${companyId}`;
  const member = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
  await addMember(keel, ada, member, 'viewer');
  viewer = member.client;
});
afterAll(() => keel.close());

describe('POST /api/companies/:companyId/upload-bank-statement', () => {
  it('imports a CSV into the first bank account, and skips the same lines on a second upload', async () => {
    const first = await upload({ name: 'may.csv', content: csv });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(uploadResultSchema.parse(first.body)).toEqual({
      transactionsImported: 3,
      transactionsSkipped: 0,
      matchedPending: 0,
      autoCategorized: 0,
      matchedPosted: 0,
      skipped: [],
      bankAccountId: 'checking',
      warnings: [],
    });
    const imported = await transactions();
    expect(imported.map((t) => [t.transactionDate, t.description, t.amount, t.status])).toEqual([
      ['2026-05-03', 'CHEVRON 0042', '-38.19', 'pending'],
      ['2026-05-02', 'ACME CORP PAYMENT', '1200.00', 'pending'],
      ['2026-05-01', 'STARBUCKS #123 SEATTLE', '-4.50', 'pending'],
    ]);
    expect(new Set(imported.map((t) => t.bankAccountId))).toEqual(new Set(['checking']));
    // The id every new transaction gets, in the browser and on the server (newTransactionId).
    for (const { id } of imported)
      expect(id).toMatch(/^txn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const again = uploadResultSchema.parse((await upload({ name: 'may.csv', content: csv })).body);
    expect(again.transactionsImported).toBe(0);
    expect(again.transactionsSkipped).toBe(3);
    expect(again.skipped.map((s) => s.description).sort()).toEqual([
      'ACME CORP PAYMENT',
      'CHEVRON 0042',
      'STARBUCKS #123 SEATTLE',
    ]);
    expect(again.skipped[0]).toEqual({
      date: expect.stringMatching(/^2026-05-0\d$/),
      description: expect.any(String),
      reason: expect.any(String),
    });
    expect(await transactions()).toHaveLength(3);
  });

  it('imports an OFX into the account it is sent to', async () => {
    const res = await upload(
      { name: 'may.ofx', content: ofx('-9.75') },
      { bankAccountId: 'savings' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ transactionsImported: 2, bankAccountId: 'savings' });
    const savings = (await transactions()).filter((t) => t.bankAccountId === 'savings');
    expect(savings.map((t) => t.amount)).toEqual(['-9.75', '-12.00']);
  });

  it('refuses a file it cannot read, naming the problem, and writes nothing', async () => {
    const before = await transactions();
    const badAmount = await upload({ name: 'june.ofx', content: ofx('12,34.5x') });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.error).toMatch(/^OFX: <TRNAMT> "12,34.5x"/);
    expect(badAmount.body.fields).toEqual({ file: badAmount.body.error });

    const quoting = await upload({
      name: 'june.csv',
      content: 'Date,Description,Amount\n2026-06-01,"LUNCH,-5.00\n',
    });
    expect(quoting.status).toBe(400);
    expect(quoting.body.error).toMatch(/broken quoting/);

    const picture = await upload({
      name: 'receipt.png',
      content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    });
    expect(picture.status).toBe(400);
    expect(picture.body.error).toMatch(/is not a bank statement/);

    const prose = await upload({ name: 'notes.txt', content: 'Dear Sir,\nThanks for lunch.\n' });
    expect(prose.status).toBe(400);
    expect(prose.body.error).toMatch(/not a bank statement/);

    const noFile = await upload(null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual({ file: 'Choose a statement file' });

    const notBank = await upload({ name: 'may.csv', content: csv }, { bankAccountId: 'rent' });
    expect(notBank.status).toBe(400);
    expect(notBank.body.fields).toEqual({ bankAccountId: 'Choose a bank or cash account' });

    const badMapping = await upload({ name: 'may.csv', content: csv }, { mapping: '{date:' });
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.fields).toEqual({ mapping: 'Mapping is not valid JSON' });

    const otherCompany = await upload({ name: 'may.csv', content: csv }, { companyId: 'other' });
    expect(otherCompany.status).toBe(400);
    expect(Object.keys(otherCompany.body.fields as object)).toEqual(['companyId']);

    const notMultipart = await owner.post(`${base}/upload-bank-statement`, { file: csv });
    expect(notMultipart.status).toBe(400);
    expect(Object.keys(notMultipart.body.fields as object)).toEqual(['file']);

    expect((await upload({ name: 'june.csv', content: csv }, {}, viewer)).status).toBe(403);
    expect(await transactions()).toEqual(before);
  });

  it('asks for the columns of an unclear CSV, then imports with the mapping', async () => {
    const unclear = 'When,What,How much\n01/02/2026,Coffee,-3.50\n03/04/2026,Rent,-1200.00\n';
    const asked = await upload({ name: 'unclear.csv', content: unclear });
    expect(asked.status).toBe(422);
    expect(asked.body.error).toBe('Choose the columns');
    expect(asked.body.needsMapping).toMatchObject({
      needsMapping: true,
      columns: ['When', 'What', 'How much'],
      sample: [['01/02/2026', 'Coffee', '-3.50'], expect.any(Array)],
    });
    const mapping = {
      date: 'When',
      description: 'What',
      amount: 'How much',
      dateFormat: 'DD/MM/YYYY',
    };
    const done = await upload(
      { name: 'unclear.csv', content: unclear },
      { mapping: JSON.stringify(mapping), bankAccountId: 'petty-cash' },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.transactionsImported).toBe(2);
    const petty = (await transactions()).filter((t) => t.bankAccountId === 'petty-cash');
    expect(petty.map((t) => [t.transactionDate, t.description])).toEqual([
      ['2026-04-03', 'Rent'],
      ['2026-02-01', 'Coffee'],
    ]);
  });

  it('answers 413 for a file over 50 MB, read as a stream, and writes nothing', async () => {
    const before = await transactions();
    const boundary = 'keel-test-boundary-7c1f';
    const encoder = new TextEncoder();
    const line = '2026-07-01,COFFEE SHOP,-3.50\n';
    const megabyte = encoder.encode(line.repeat(Math.ceil((1024 * 1024) / line.length)));
    const parts = [
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\n` +
          `Content-Type: text/csv\r\n\r\nDate,Description,Amount\n`,
      ),
      ...Array.from({ length: 51 }, () => megabyte),
      encoder.encode(`\r\n--${boundary}--\r\n`),
    ];
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts[next++];
        if (part) controller.enqueue(part);
        else controller.close();
      },
    });
    const res = await fetch(`${keel.url}${base}/upload-bank-statement`, {
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
    expect(await res.json()).toEqual({ error: 'The file is larger than 50 MB' });
    expect(await transactions()).toEqual(before);
  });

  it('answers 413 at once when the declared length is far over the limit', async () => {
    const url = new URL(`${keel.url}${base}/upload-bank-statement`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          cookie: owner.cookie,
          origin: keel.url,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(500 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The file is larger than 50 MB' });
  });

  it('imports Excel and PDF statements, and refuses a PDF it cannot read', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Date', 'Description', 'Amount'],
      ['2026-08-03', 'OFFICE DEPOT #88', -61.2],
      ['2026-08-04', 'CLIENT PAYMENT', 900],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Activity');
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    );
    const res = await upload({ name: 'august.xlsx', content: bytes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ transactionsImported: 2, bankAccountId: 'checking' });
    const august = (await transactions()).filter((t) => t.transactionDate.startsWith('2026-08'));
    expect(august.map((t) => [t.description, t.amount])).toEqual([
      ['CLIENT PAYMENT', '900.00'],
      ['OFFICE DEPOT #88', '-61.20'],
    ]);

    const statementPdf = writeTextPdf([
      {
        runs: [
          { x: 50, y: 700, text: 'Statement date: 09/30/2026' },
          { x: 50, y: 680, text: '09/14' },
          { x: 110, y: 680, text: 'PARKING GARAGE' },
          { x: 400, y: 680, text: '-17.00' },
        ],
      },
    ]);
    const fromPdf = await upload({ name: 'september.pdf', content: statementPdf });
    expect(fromPdf.status, JSON.stringify(fromPdf.body)).toBe(200);
    expect(fromPdf.body.transactionsImported).toBe(1);
    expect((await transactions())[0]).toMatchObject({
      transactionDate: '2026-09-14',
      description: 'PARKING GARAGE',
      amount: '-17.00',
    });

    const before = await transactions();
    const pdf = await upload({ name: 'may.pdf', content: '%PDF-1.7\n1 0 obj\n' });
    expect(pdf.status).toBe(400);
    expect(Object.keys(pdf.body.fields as object)).toEqual(['file']);
    expect(await transactions()).toEqual(before);
  });

  it('leaves out lines in the closed period, saying why, and writes nothing dated in it', async () => {
    const locked = await owner.request('PUT', `${base}/settings/lock-date`, {
      lockDate: '2026-10-15',
    });
    expect(locked.status).toBe(200);
    try {
      const before = await transactions();
      const october = `Date,Description,Amount
2026-10-01,CLOSED MONTH SUPPLIES,-20.00
2026-10-15,CLOSED ON THE LOCK DATE,-30.00
2026-10-16,OPEN AFTER THE LOCK DATE,-40.00
`;
      const res = await upload({ name: 'october.csv', content: october });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const result = uploadResultSchema.parse(res.body);
      expect(result.transactionsImported).toBe(1);
      expect(result.transactionsSkipped).toBe(2);
      expect(result.skipped).toEqual([
        {
          date: '2026-10-01',
          description: 'CLOSED MONTH SUPPLIES',
          reason: 'The period up to 2026-10-15 is closed',
        },
        {
          date: '2026-10-15',
          description: 'CLOSED ON THE LOCK DATE',
          reason: 'The period up to 2026-10-15 is closed',
        },
      ]);
      const after = await transactions();
      expect(after.filter((t) => !before.some((b) => b.id === t.id))).toEqual([
        expect.objectContaining({
          transactionDate: '2026-10-16',
          description: 'OPEN AFTER THE LOCK DATE',
        }),
      ]);
      // Nothing dated in October up to the lock date reached the books, as a line or an entry.
      const store = await keel.server.services.docs.store(companyId, 'bookkeeping');
      const closedOctober = (table: string) =>
        Object.values(store.getTable(table)).filter((row) => {
          const date = String(row.date);
          return date >= '2026-10-01' && date <= '2026-10-15';
        });
      expect(closedOctober(TRANSACTIONS_TABLE)).toEqual([]);
      expect(closedOctober(ENTRIES_TABLE)).toEqual([]);
    } finally {
      await owner.request('PUT', `${base}/settings/lock-date`, { lockDate: '' });
    }
  });
});
