import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpUser,
  startKeel,
  strongPassword,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

// Issue 10, item 4: an id or key named like something every object inherits must be refused with a
// 400 naming the field, never stored under the wrong name or silently dropped. Every route of the
// real server (real plugins) is listed below; a route missing from the table fails the test.

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'] as const;

/** How a request carries its fields. */
type Send =
  | { json: unknown }
  | { query: Record<string, string> }
  | { text: string }
  | { form: Record<string, string>; file: { name: string; content: string } };

/** One key field of a route's request: the 400's field name and the request with `bad` in it. */
interface KeyField {
  field: string;
  send(bad: string): Send;
}

let keel: TestKeel;
let owner: TestUser;

const employee = (id: string) => ({
  id,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  payType: 'salary',
  salary: '78000.00',
  paymentMethod: 'direct_deposit',
  bankName: 'Wells Fargo',
  routingNumber: '121000248',
  accountNumber: '987654321',
  ssn: '123-45-6789',
  taxFilingStatus: 'married',
});
const payrollRun = (body: Record<string, unknown>) => ({
  json: { companyId: owner.companyId, userId: owner.userId, ...body },
});
const configure = (data: Record<string, unknown>) =>
  payrollRun({ step: 'configure', data: { employees: [employee('emp-ana')], ...data } });
const transaction = (fields: Record<string, string>) => ({
  json: {
    description: 'Coffee',
    amount: '-4.50',
    accountId: 'meals',
    transactionDate: '2026-03-02',
    bankAccountId: 'checking',
    ...fields,
  },
});
const statement = (form: Record<string, string>) => ({
  form,
  file: { name: 'may.csv', content: 'Date,Description,Amount\n2026-05-01,COFFEE,-4.50\n' },
});
const question = (fields: Record<string, string>) => ({
  json: {
    userId: owner.userId,
    companyId: owner.companyId,
    message: 'revenue last month',
    context: 'AI Assistant conversation',
    ...fields,
  },
});
const journal = (id: string) =>
  `2025-04-01 Espresso machine  ; id:${id}\n    expenses:operating:rent  $10.00\n    assets:current:business-checking  $-10.00\n`;

const complianceFiling = (fields: Record<string, string>) => ({
  json: {
    companyId: owner.companyId,
    deadlineKey: 'form-941-2026-Q1',
    filedOn: '2026-04-20',
    ...fields,
  },
});

/** Tax Optimization's company: the `companyId` query parameter of a read, a body field of a write. */
const taxQuery: KeyField = { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) };
const taxBody = (fields: Record<string, unknown>): KeyField => ({
  field: 'companyId',
  send: (bad) => ({ json: { ...fields, companyId: bad } }),
});

/** CPA Services' practice: the `companyId` query parameter of a read, a body field of a write. */
const cpaQuery: KeyField = { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) };
const cpaBody = (fields: Record<string, unknown>): KeyField[] => [
  { field: 'companyId', send: (bad) => ({ json: { ...fields, companyId: bad } }) },
  ...Object.keys(fields)
    .filter((key) => key.endsWith('Id'))
    .map((key) => ({
      field: key,
      send: (bad: string) => ({ json: { ...fields, companyId: owner.companyId, [key]: bad } }),
    })),
];
const cpaConsultation = {
  clientId: 'client-1',
  type: 'general',
  date: '2026-12-01',
  time: 'morning',
  format: 'video',
};

/** A training lesson's body with `fields` changed (issue 19). */
const trainingLesson = (fields: Record<string, unknown>): Send => ({
  json: {
    userId: owner.userId,
    moduleId: 'accounting-fundamentals',
    lessonId: 'double-entry',
    answers: [0, 1, 0],
    ...fields,
  },
});
const trainingLessonKeys = (['userId', 'moduleId', 'lessonId', 'companyId'] as const).map(
  (field): KeyField => ({
    field,
    send: (bad) => trainingLesson({ [field]: bad }),
  }),
);

/** The key fields of each route besides its path parameters (those are tested on every route). */
const keyFields: Record<string, KeyField[]> = {
  'GET /api/health': [],
  'POST /api/auth/signup': [],
  'POST /api/auth/login': [],
  'POST /api/auth/logout': [],
  'POST /api/auth/forgot': [],
  'POST /api/auth/reset': [
    { field: 'token', send: (bad) => ({ json: { token: bad, password: strongPassword() } }) },
  ],
  'POST /api/auth/totp/setup': [],
  'POST /api/auth/totp/enable': [],
  'POST /api/auth/totp/disable': [],
  'GET /api/session': [],
  'GET /api/user': [],
  'PATCH /api/user': [],
  'GET /api/user/sign-ins': [],
  'GET /api/user/:userId/companies': [],
  'POST /api/companies': [],
  'PATCH /api/companies/:id': [],
  'POST /api/companies/:id/switch': [],
  'GET /api/companies/:id/members': [],
  'PATCH /api/companies/:id/members/:userId': [],
  'DELETE /api/companies/:id/members/:userId': [],
  'POST /api/companies/:id/invites': [],
  'GET /api/companies/:companyId/jobs': [
    { field: 'kind', send: (bad) => ({ query: { kind: bad } }) },
  ],
  'GET /api/companies/:companyId/jobs/:jobId': [],
  'POST /api/companies/:companyId/jobs/:jobId/cancel': [],
  'GET /api/companies/:companyId/jobs/:jobId/events': [],
  'GET /api/invites/:token': [],
  'POST /api/invites/:token/accept': [],
  'GET /api/notifications': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'POST /api/notifications/read-all': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'POST /api/notifications/:id/read': [],
  'GET /api/notifications/events': [],
  'POST /api/send-email': [],
  'GET /api/outbox': [],
  'GET /api/outbox/:id': [],
  'POST /api/payroll/run': [
    {
      field: 'companyId',
      send: (bad) => payrollRun({ step: 'configure', companyId: bad, data: { employees: [] } }),
    },
    {
      field: 'userId',
      send: (bad) => payrollRun({ step: 'configure', userId: bad, data: { employees: [] } }),
    },
    { field: 'step', send: (bad) => payrollRun({ step: bad, data: {} }) },
    {
      field: 'employees.0.id',
      send: (bad) => payrollRun({ step: 'configure', data: { employees: [employee(bad)] } }),
    },
    { field: 'knownEmployeeIds.0', send: (bad) => configure({ knownEmployeeIds: [bad] }) },
    {
      field: 'payrollRunId',
      send: (bad) => payrollRun({ step: 'approve', data: { payrollRunId: bad } }),
    },
  ],
  'GET /api/payroll/runs/:companyId': [],
  'POST /api/fraud/scan': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad } }) },
    { field: 'userId', send: (bad) => ({ json: { companyId: owner.companyId, userId: bad } }) },
  ],
  'GET /api/fraud/threats': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'PATCH /api/fraud/threats/:threatId': [
    {
      field: 'companyId',
      send: (bad) => ({ json: { companyId: bad, status: 'blocked', reason: 'Paid twice' } }),
    },
  ],
  'GET /api/fraud/measures': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'PUT /api/fraud/settings': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad, approvalLimit: 500_000 } }) },
  ],
  'GET /api/payroll/transactions/:companyId': [],
  'GET /api/payroll/runs/:companyId/:runId/nacha': [],
  'POST /api/payroll/prenotes/:companyId': [],
  'GET /api/payroll/runs/:companyId/:runId/register.csv': [],
  'GET /api/payroll/runs/:companyId/:runId/paystubs.pdf': [],
  'POST /api/payroll/runs/:companyId/:runId/checks.pdf': [],
  'POST /api/payroll/employees/:companyId': [
    { field: 'employees.0.id', send: (bad) => ({ json: { employees: [employee(bad)] } }) },
  ],
  'DELETE /api/payroll/employees/:companyId/:employeeId': [],
  'GET /api/metrics/:userId': [],
  'GET /api/insights/:userId': [],
  'GET /api/activities/:userId': [],
  'GET /api/anomalies/:userId': [],
  'GET /api/models/forecast': [
    {
      field: 'companyId',
      send: (bad) => ({ query: { companyId: bad, model: 'revenue_forecast' } }),
    },
  ],
  'GET /api/companies/:companyId/reports/general-ledger': [
    { field: 'accountId', send: (bad) => ({ query: { accountId: bad } }) },
  ],
  'GET /api/companies/:companyId/reports/:kind': [],
  'GET /api/companies/:companyId/export/journal': [],
  'GET /api/companies/:companyId/ledger/accounts': [],
  'GET /api/companies/:companyId/ledger/entries': [
    { field: 'accountId', send: (bad) => ({ query: { accountId: bad } }) },
  ],
  'GET /api/companies/:companyId/ledger/balances': [],
  'GET /api/companies/:companyId/ledger/trial-balance': [],
  'GET /api/companies/:companyId/ledger/profit-and-loss': [],
  'GET /api/companies/:companyId/ledger/balance-sheet': [],
  'GET /api/companies/:companyId/ledger/cash-flow': [],
  'GET /api/companies/:companyId/ledger/general-ledger': [
    { field: 'accountId', send: (bad) => ({ query: { accountId: bad } }) },
  ],
  'GET /api/companies/:companyId/ledger/totals': [
    { field: 'accountIds.0', send: (bad) => ({ query: { by: 'account', accountIds: bad } }) },
  ],
  'GET /api/companies/:companyId/books/preview': [],
  'POST /api/companies/:companyId/entries': [
    {
      field: 'lines.0.accountId',
      send: (bad) => ({
        json: {
          date: '2026-03-02',
          memo: 'Rent',
          lines: [
            { accountId: bad, debit: '10.00' },
            { accountId: 'checking', credit: '10.00' },
          ],
        },
      }),
    },
  ],
  'GET /api/companies/:companyId/entries/:entryId/audit': [],
  'PUT /api/companies/:companyId/settings/lock-date': [],
  'PUT /api/companies/:companyId/vendors/:vendorId/identifiers': [],
  'GET /api/companies/:companyId/transactions': [],
  'POST /api/companies/:companyId/transactions': [
    { field: 'accountId', send: (bad) => transaction({ accountId: bad }) },
    { field: 'bankAccountId', send: (bad) => transaction({ bankAccountId: bad }) },
    { field: 'vendorId', send: (bad) => transaction({ vendorId: bad }) },
    { field: 'companyId', send: (bad) => transaction({ companyId: bad }) },
  ],
  'GET /api/companies/:companyId/accounts': [],
  'GET /api/companies/:companyId/vendors': [],
  'GET /api/companies/:companyId/bank-accounts': [],
  'POST /api/companies/:companyId/upload-bank-statement': [
    { field: 'companyId', send: (bad) => statement({ companyId: bad }) },
    { field: 'bankAccountId', send: (bad) => statement({ bankAccountId: bad }) },
  ],
  'POST /api/companies/:companyId/connect-bank': [
    {
      field: 'companyId',
      send: (bad) => ({ json: { bankName: 'Chase', accountType: 'checking', companyId: bad } }),
    },
  ],
  'POST /api/companies/:companyId/sync-banks': [
    { field: 'accountId', send: (bad) => ({ json: { accountId: bad } }) },
  ],
  'GET /api/companies/:companyId/transactions/:transactionId/attachments': [],
  'POST /api/companies/:companyId/transactions/:transactionId/attachments': [],
  'GET /api/companies/:companyId/transactions/:transactionId/attachments/:attachmentId': [],
  'DELETE /api/companies/:companyId/transactions/:transactionId/attachments/:attachmentId': [],
  'GET /api/companies/:companyId/archive': [],
  'GET /api/companies/:companyId/archive/:year': [],
  'POST /api/companies/:companyId/archive/:year': [],
  'GET /api/tax/liabilities': [taxQuery],
  'GET /api/tax/deadlines': [taxQuery],
  'GET /api/tax/payments': [taxQuery],
  'GET /api/tax/documents': [taxQuery],
  'GET /api/tax/documents/w-2.pdf': [
    taxQuery,
    {
      field: 'employeeId',
      send: (bad) => ({ query: { companyId: owner.companyId, employeeId: bad } }),
    },
  ],
  'GET /api/tax/documents/w-3.pdf': [taxQuery],
  'POST /api/tax/documents/upload': [
    {
      field: 'companyId',
      send: (bad) => ({
        form: { companyId: bad, taxYear: '2026', category: 'taxReturns' },
        file: { name: 'return.pdf', content: '%PDF-1.7\n' },
      }),
    },
  ],
  'GET /api/tax/documents/files/:fileId': [taxQuery],
  'DELETE /api/tax/documents/:documentId': [taxQuery],
  'GET /api/tax/profile': [taxQuery],
  'PUT /api/tax/profile': [
    taxBody({
      filingStatus: 'single',
      owners: 1,
      priorYearTaxCents: null,
      priorYearAgiOver150k: false,
      homeOfficeSquareFeet: null,
      businessMiles: null,
      ownerSalaryCents: null,
    }),
  ],
  'POST /api/tax/consultations': [
    taxBody({ type: 'general', date: '2026-12-14', time: 'morning', format: 'video' }),
  ],
  'GET /api/tax/documents/1099-nec.pdf': [
    taxQuery,
    {
      field: 'vendorId',
      send: (bad) => ({ query: { companyId: owner.companyId, vendorId: bad } }),
    },
  ],
  'GET /api/tax/scheduled-payments': [taxQuery],
  'GET /api/tax/opportunities': [taxQuery],
  'POST /api/tax/analyze': [taxBody({})],
  'POST /api/tax/opportunities/:opportunityId/implement': [taxBody({ action: 'implement' })],
  'PATCH /api/tax/deadlines/:id': [taxBody({ status: 'completed' })],
  'POST /api/tax/payments/process': [
    taxBody({ liabilityId: 'sales-tax-payable', taxType: 'sales', amount: 1, method: 'ach' }),
    {
      field: 'liabilityId',
      send: (bad) => ({
        json: {
          companyId: owner.companyId,
          liabilityId: bad,
          taxType: 'sales',
          amount: 1,
          method: 'ach',
        },
      }),
    },
  ],
  'POST /api/tax/payments/schedule': [
    taxBody({
      liabilityId: 'sales-tax-payable',
      taxType: 'sales',
      amount: 1,
      method: 'ach',
      scheduleDate: '2026-12-01',
      frequency: 'one-time',
    }),
  ],
  'POST /api/companies/:companyId/tax-liability/:taxType': [],
  'POST /api/companies/:companyId/import/journal': [
    { field: 'journal', send: (bad) => ({ text: journal(bad) }) },
  ],
  'POST /api/conversations': [
    { field: 'userId', send: (bad) => question({ userId: bad }) },
    { field: 'companyId', send: (bad) => question({ companyId: bad }) },
    { field: 'conversationId', send: (bad) => question({ conversationId: bad }) },
  ],
  'POST /api/conversations/stream': [
    { field: 'userId', send: (bad) => question({ userId: bad }) },
    { field: 'companyId', send: (bad) => question({ companyId: bad }) },
    { field: 'conversationId', send: (bad) => question({ conversationId: bad }) },
  ],
  'GET /api/conversations': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'GET /api/conversations/:conversationId': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'PATCH /api/conversations/:conversationId': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'DELETE /api/conversations/:conversationId': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'GET /api/conversations/companies/:companyId/status': [],
  'PUT /api/conversations/companies/:companyId/setting': [],
  'GET /api/conversations/companies/:companyId/monthly-report/:month': [],
  'POST /api/conversations/companies/:companyId/answer': [],
  'POST /api/compliance/check': [
    { field: 'companyId', send: (bad) => ({ json: { userId: owner.userId, companyId: bad } }) },
    { field: 'userId', send: (bad) => ({ json: { userId: bad, companyId: owner.companyId } }) },
  ],
  'GET /api/training/modules': [],
  'GET /api/training/progress': [],
  'POST /api/training/start-lesson': trainingLessonKeys,
  'POST /api/training/complete-lesson': trainingLessonKeys,
  'POST /api/training/assessments/:moduleId/attempts': [],
  'POST /api/training/assessments/:moduleId': [
    {
      field: 'attemptId',
      send: (bad) => ({ json: { attemptId: bad, answers: [0] } }),
    },
  ],
  'GET /api/training/certificates/:code': [],
  'GET /api/training/certificates/:code/pdf': [],
  'GET /api/manual/progress': [],
  'POST /api/manual/progress': [
    { field: 'tabId', send: (bad) => ({ json: { tabId: bad, complete: true } }) },
  ],
  'GET /api/compliance/areas': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'GET /api/compliance/alerts': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'GET /api/compliance/deadlines': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'PATCH /api/compliance/alerts/:id': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad, status: 'resolved' } }) },
  ],
  'POST /api/compliance/alerts/:id/plan': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad, plannedFor: '2026-12-01' } }) },
  ],
  'POST /api/compliance/filings': [
    { field: 'companyId', send: (bad) => complianceFiling({ companyId: bad }) },
    { field: 'deadlineKey', send: (bad) => complianceFiling({ deadlineKey: bad }) },
  ],
  'POST /api/compliance/reviews': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad } }) },
  ],
  'POST /api/compliance/documents': [
    {
      field: 'companyId',
      send: (bad) => ({
        json: { companyId: bad, kind: 'security-plan', name: 'Plan', uploadedAt: '2026-01-02' },
      }),
    },
  ],
  'GET /api/compliance/report.pdf': [
    { field: 'companyId', send: (bad) => ({ query: { companyId: bad } }) },
  ],
  'POST /api/compliance/help': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad, area: 'sox' } }) },
  ],
  'GET /api/cpa/services': [cpaQuery],
  'POST /api/cpa/services': cpaBody({}),
  'PUT /api/cpa/services/:id': cpaBody({}),
  'DELETE /api/cpa/services/:id': [cpaQuery],
  'POST /api/cpa/quote-requests': cpaBody({ serviceId: 'audit', clientId: 'client-1' }),
  'GET /api/cpa/clients': [cpaQuery],
  'POST /api/cpa/clients': cpaBody({}),
  'PATCH /api/cpa/clients/:clientId': cpaBody({}),
  'GET /api/cpa/clients/:clientId/health': [cpaQuery],
  'GET /api/cpa/portfolio/events': [cpaQuery],
  'POST /api/cpa/clients/:clientId/close-review': cpaBody({}),
  'POST /api/cpa/consultations': cpaBody(cpaConsultation),
  'GET /api/cpa/team': [cpaQuery],
  'PUT /api/cpa/credentials': cpaBody({}),
  'GET /api/cpa/analytics': [cpaQuery],
  'PUT /api/compliance/settings': [
    { field: 'companyId', send: (bad) => ({ json: { companyId: bad, financialPractice: true } }) },
  ],
};

/** A well-formed value of each path parameter (what it names need not exist). */
const goodParams = (): Record<string, string> => ({
  id: owner.companyId,
  companyId: owner.companyId,
  userId: owner.userId,
  token: 'a'.repeat(43),
  runId: 'run-1',
  employeeId: 'emp-1',
  entryId: 'entry-1',
  transactionId: 'txn-1',
  attachmentId: 'A'.repeat(22),
  year: '2025',
  kind: 'trial-balance',
  jobId: 'job-1',
  conversationId: 'conversation-1',
  month: '2026-10',
  threatId: 'th-1',
  opportunityId: 'section-179-2026',
  taxType: 'payroll',
  fileId: 'F'.repeat(22),
  documentId: 'D'.repeat(22),
  moduleId: 'accounting-fundamentals',
  code: 'KEEL-0000-0000-0000',
  clientId: 'client-1',
  vendorId: 'v-1',
});

/** Sends one request as the owner (cookie and Origin like the app). */
async function send(method: string, path: string, how: Send | null) {
  const headers: Record<string, string> = { origin: keel.url, cookie: owner.client.cookie };
  let body: string | FormData | undefined;
  let url = keel.url + path;
  if (how && 'json' in how) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(how.json);
  } else if (how && 'query' in how) {
    url += `?${new URLSearchParams(how.query)}`;
  } else if (how && 'text' in how) {
    headers['content-type'] = 'text/plain';
    body = how.text;
  } else if (how && 'form' in how) {
    const form = new FormData();
    for (const [name, value] of Object.entries(how.form)) form.append(name, value);
    form.append('file', new Blob([how.file.content], { type: 'text/csv' }), how.file.name);
    body = form;
  }
  const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  let json: { fields?: Record<string, string> } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON: the assertion below shows the status and the text
  }
  return { status: res.status, json, text };
}

/** Every file under DATA_DIR with the SHA-256 of its bytes, and the company's live tables. */
async function snapshot(): Promise<string> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else
        files.push(
          `${path} ${createHash('sha256')
            .update(await readFile(path))
            .digest('hex')}`,
        );
    }
  };
  await walk(keel.dataDir);
  const { docs } = keel.server.services;
  const stores = await Promise.all([
    docs.store(owner.companyId, 'core'),
    docs.store(owner.companyId, 'bookkeeping'),
    docs.store(owner.companyId, 'payroll', 'payroll'),
  ]);
  return JSON.stringify({ files: files.sort(), tables: stores.map((s) => s.getTables()) });
}

beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
});
afterAll(() => keel.close());

describe('ids and keys named like Object.prototype', () => {
  it('the table lists every route the server answers', () => {
    const served = keel.server.routes.map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(50);
    expect(Object.keys(keyFields).sort()).toEqual([...new Set(served)].sort());
  });

  it('the valid forms of the body cases are accepted, so each bad case fails for its field alone', async () => {
    expect((await send('POST', '/api/payroll/run', configure({}))).status).toBe(200);
    const base = `/api/companies/${owner.companyId}`;
    expect((await send('POST', `${base}/transactions`, transaction({}))).status).toBe(201);
    expect(
      (await send('POST', `${base}/import/journal`, { text: journal('espresso-1') })).status,
    ).toBe(200);
  });

  const cases = Object.entries(keyFields).flatMap(([route, fields]) => {
    const [method = '', path = ''] = route.split(' ');
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    return PROTOTYPE_NAMES.flatMap((bad) => [
      ...params.map((param) => ({ route, method, path, field: param, bad, param, how: null })),
      ...fields.map(({ field, send: how }) => ({
        route,
        method,
        path,
        field,
        bad,
        param: null,
        how,
      })),
    ]);
  });

  it.each(cases)('$route: $field = $bad answers 400 naming it, and writes nothing', async (c) => {
    const values = goodParams();
    if (c.param) values[c.param] = c.bad;
    const path = c.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? ''),
    );
    const before = await snapshot();
    const res = await send(c.method, path, c.how ? c.how(c.bad) : null);
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.json.fields ?? {}), res.text).toContain(c.field);
    expect(await snapshot()).toBe(before);
  });
});
