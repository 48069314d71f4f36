// Role x table x path: every table a member could write, through its REST route and through sync,
// with the real plugins. Both paths must give each role the same answer (issue 10, item 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { cellKey, docIdFor, roles, yMapNameFor, type Role } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';

const everyone: Role[] = [...roles];
const writers: Role[] = ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'];
const closers: Role[] = ['owner', 'admin', 'accountant', 'cpa'];
const managers: Role[] = ['owner', 'admin'];
const nobody: Role[] = [];

/** A REST call that writes the table; its payload is invalid, so an allowed role gets 400. */
interface RestWrite {
  method: 'POST' | 'PUT' | 'PATCH';
  path: (companyId: string) => string;
  body: (companyId: string) => unknown;
}
interface Rule {
  scope: 'company' | 'payroll' | 'fraud-payroll';
  /** The route that writes the table and the roles it lets through; null: no REST route does. */
  rest: { write: RestWrite; allowed: Role[] } | null;
  /** The roles whose sync change to the table is kept. */
  sync: Role[];
}

const companyRoute = (method: RestWrite['method'], tail: string, body: unknown): RestWrite => ({
  method,
  path: (id) => `/api/companies/${id}/${tail}`,
  body: () => body,
});
const payrollStep = (step: string, data: unknown): RestWrite => ({
  method: 'POST',
  path: () => '/api/payroll/run',
  body: (companyId) => ({ companyId, step, data }),
});

const complianceRoute = (method: RestWrite['method'], tail: string, body: object): RestWrite => ({
  method,
  path: () => `/api/compliance/${tail}`,
  body: (companyId) => ({ companyId, ...body }),
});

const taxWrite = (method: RestWrite['method'], tail: string, body: object): RestWrite => ({
  method,
  path: () => `/api/tax/${tail}`,
  body: (companyId) => ({ companyId, ...body }),
});

const cpaWrite = (method: RestWrite['method'], tail: string, body: object): RestWrite => ({
  method,
  path: () => `/api/cpa/${tail}`,
  body: (companyId) => ({ companyId, ...body }),
});

/** What must hold, written out: the declarations in the manifests must give exactly this. */
const matrix: Record<string, Rule> = {
  'core/company': {
    scope: 'company',
    rest: {
      write: { method: 'PATCH', path: (id) => `/api/companies/${id}`, body: () => ({ name: '' }) },
      allowed: managers,
    },
    sync: nobody, // a mirror of the company record: renamed through REST only
  },
  'bookkeeping/accounts': {
    scope: 'company',
    rest: { write: companyRoute('POST', 'import/journal', { journal: 42 }), allowed: writers },
    sync: writers,
  },
  'bookkeeping/entries': {
    scope: 'company',
    rest: { write: companyRoute('POST', 'entries', {}), allowed: writers },
    sync: writers,
  },
  'bookkeeping/settings': {
    scope: 'company',
    rest: {
      write: companyRoute('PUT', 'settings/lock-date', { lockDate: 'soon' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'bookkeeping/transactions': {
    scope: 'company',
    rest: { write: companyRoute('POST', 'transactions', {}), allowed: writers },
    sync: writers,
  },
  'bookkeeping/vendors': { scope: 'company', rest: null, sync: writers },
  'bookkeeping/bankAccounts': {
    scope: 'company',
    rest: { write: companyRoute('POST', 'connect-bank', {}), allowed: writers },
    sync: nobody,
  },
  'bookkeeping/rules': { scope: 'company', rest: null, sync: writers },
  'bookkeeping/reconciliations': { scope: 'company', rest: null, sync: writers },
  'bookkeeping/entryAudit': { scope: 'company', rest: null, sync: nobody },
  // Who created each vendor, reconciliation and journal entry: written by its guard alone.
  'bookkeeping/recordAuthors': { scope: 'company', rest: null, sync: nobody },
  // Idempotency keys of the ledger service's postings: written by the service alone.
  'bookkeeping/ledgerPostings': { scope: 'company', rest: null, sync: nobody },
  // Bank lines held out of reconciliation: written by the ledger service alone (a fraud block).
  'bookkeeping/lineHolds': { scope: 'company', rest: null, sync: nobody },
  // The last four digits of vendors' tax ids and bank accounts: written by PUT identifiers alone.
  'bookkeeping/vendorIdentifiers': {
    scope: 'company',
    rest: {
      write: companyRoute('PUT', 'vendors/v-1/identifiers', { taxId: 'bad' }),
      allowed: writers,
    },
    sync: nobody,
  },
  'payroll/setup': {
    scope: 'payroll',
    rest: { write: payrollStep('setup', {}), allowed: writers },
    sync: nobody,
  },
  'payroll/employees': {
    scope: 'payroll',
    rest: { write: payrollStep('configure', {}), allowed: writers },
    sync: nobody,
  },
  // The log of direct-deposit account changes: written when employees are saved.
  'payroll/bankChanges': {
    scope: 'payroll',
    rest: { write: payrollStep('configure', {}), allowed: writers },
    sync: nobody,
  },
  // The log of changes to the company's payroll account: written when the setup is saved.
  'payroll/companyBankChanges': {
    scope: 'payroll',
    rest: { write: payrollStep('setup', {}), allowed: writers },
    sync: nobody,
  },
  // Direct deposits Fraud Detection held: released through the run step, by approvers.
  'payroll/depositHolds': {
    scope: 'payroll',
    rest: { write: payrollStep('release', {}), allowed: closers },
    sync: nobody,
  },
  'payroll/runs': {
    scope: 'payroll',
    rest: { write: payrollStep('run', { payDate: 42 }), allowed: writers },
    sync: nobody,
  },
  'payroll/checks': {
    scope: 'payroll',
    rest: {
      // A malformed run id: past the role check, a 400.
      write: {
        method: 'POST',
        path: (id) => `/api/payroll/runs/${id}/not*a*run/checks.pdf`,
        body: () => ({}),
      },
      allowed: writers,
    },
    sync: nobody,
  },
  // Compliance: check results are the check job's alone; the rest through its routes, for the
  // roles that act on compliance (an invalid field past the role check: a 400).
  'compliance/latest': { scope: 'company', rest: null, sync: nobody },
  'compliance/history': { scope: 'company', rest: null, sync: nobody },
  'compliance/alerts': {
    scope: 'company',
    rest: {
      write: complianceRoute('PATCH', 'alerts/alert-00000000', { status: 'done' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'compliance/filings': {
    scope: 'company',
    rest: {
      write: complianceRoute('POST', 'filings', { deadlineKey: 'k', filedOn: 'soon' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'compliance/reviews': {
    scope: 'company',
    rest: { write: complianceRoute('POST', 'reviews', { note: 'extra' }), allowed: closers },
    sync: nobody,
  },
  'compliance/documents': {
    scope: 'company',
    rest: { write: complianceRoute('POST', 'documents', { kind: 'poem' }), allowed: closers },
    sync: nobody,
  },
  'compliance/settings': {
    scope: 'company',
    rest: {
      write: complianceRoute('PUT', 'settings', { financialPractice: 'yes' }),
      allowed: closers,
    },
    sync: nobody,
  },
  // Threats: found by the scan job, reviewed through PATCH (a bad status: past the role check, a 400).
  'fraud/threats': {
    scope: 'company',
    rest: {
      write: {
        method: 'PATCH',
        path: () => '/api/fraud/threats/th-1',
        body: (companyId) => ({ companyId, status: 'investigating', reason: 'Looks fine' }),
      },
      allowed: closers,
    },
    sync: nobody,
  },
  // Threats found in payroll: in their own scope (payroll's roles), reviewed through the same PATCH.
  'fraud/payrollThreats': {
    scope: 'fraud-payroll',
    rest: {
      write: {
        method: 'PATCH',
        path: () => '/api/fraud/threats/th-1',
        body: (companyId) => ({ companyId, status: 'investigating', reason: 'Looks fine' }),
      },
      allowed: closers,
    },
    sync: nobody,
  },
  // The company's fraud settings (its approval limit): PUT /api/fraud/settings, owners and admins.
  'fraud/settings': {
    scope: 'company',
    rest: {
      write: {
        method: 'PUT',
        path: () => '/api/fraud/settings',
        body: (companyId) => ({ companyId, approvalLimit: 'lots' }),
      },
      allowed: managers,
    },
    sync: nobody,
  },
  // Tax Optimization: every table written by the server alone, on the request of those who decide.
  'tax/payments': {
    scope: 'company',
    rest: { write: taxWrite('POST', 'payments/process', { amount: -1 }), allowed: closers },
    sync: nobody,
  },
  // Notes of the Agency Setup Guide: written live by those who decide on tax.
  'tax/agencyNotes': { scope: 'company', rest: null, sync: closers },
  'tax/scheduledPayments': {
    scope: 'company',
    rest: {
      write: taxWrite('POST', 'payments/schedule', { frequency: 'weekly' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'tax/deadlineCompletions': {
    scope: 'company',
    rest: {
      write: taxWrite('PATCH', 'deadlines/941-2026-q1', { status: 'open' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'tax/decisions': {
    scope: 'company',
    rest: {
      write: taxWrite('POST', 'opportunities/section-179-2026/implement', { action: 'ignore' }),
      allowed: closers,
    },
    sync: nobody,
  },
  'tax/analyses': {
    scope: 'company',
    rest: { write: taxWrite('POST', 'analyze', { userId: 42 }), allowed: closers },
    sync: nobody,
  },
  'tax/consultations': {
    scope: 'company',
    rest: { write: taxWrite('POST', 'consultations', { format: 'fax' }), allowed: closers },
    sync: nobody,
  },
  // CPA Services: every table written by the server alone; the catalogue by those who price work.
  'cpa/services': {
    scope: 'company',
    rest: { write: cpaWrite('PUT', 'services/audit', { title: 42 }), allowed: closers },
    sync: nobody,
  },
  'cpa/catalogue': {
    scope: 'company',
    rest: { write: cpaWrite('POST', 'services', { price: -1 }), allowed: closers },
    sync: nobody,
  },
  'cpa/clients': {
    scope: 'company',
    rest: { write: cpaWrite('POST', 'clients', { name: 42 }), allowed: writers },
    sync: nobody,
  },
  'cpa/quoteRequests': {
    scope: 'company',
    rest: { write: cpaWrite('POST', 'quote-requests', { serviceId: 42 }), allowed: writers },
    sync: nobody,
  },
  'cpa/consultations': {
    scope: 'company',
    rest: { write: cpaWrite('POST', 'consultations', { date: 'soon' }), allowed: writers },
    sync: nobody,
  },
  'cpa/activity': {
    scope: 'company',
    rest: { write: cpaWrite('PATCH', 'clients/client-1', { status: 'done' }), allowed: writers },
    sync: nobody,
  },
  'cpa/closeReviews': {
    scope: 'company',
    rest: {
      write: cpaWrite('POST', 'clients/client-1/close-review', { periodEnd: 'soon' }),
      allowed: writers,
    },
    sync: nobody,
  },
  // Each member's own credentials, entered by themselves (the route takes them from the session).
  'cpa/credentials': {
    scope: 'company',
    rest: { write: cpaWrite('PUT', 'credentials', { memberships: 42 }), allowed: writers },
    sync: nobody,
  },
  'dashboard/guideProgress': { scope: 'company', rest: null, sync: writers },
  'dashboard/tasks': { scope: 'company', rest: null, sync: writers },
  // Whether a configured language model may answer for the company. Conversations themselves are
  // the plugin's files, per member, in no table.
  'conversations/settings': {
    scope: 'company',
    rest: {
      write: {
        method: 'PUT',
        path: (id) => `/api/conversations/companies/${id}/setting`,
        body: () => ({ modelEnabled: 'soon' }),
      },
      allowed: managers,
    },
    sync: nobody,
  },
};

let keel: TestKeel;
let owner: TestUser;
const members = new Map<Role, TestUser>();

beforeAll(async () => {
  keel = await startKeel();
  owner = await signUpUser(keel.url, 'Olive');
  members.set('owner', owner);
  for (const role of everyone.filter((r) => r !== 'owner')) {
    const member = await signUpUser(keel.url, role.charAt(0).toUpperCase() + role.slice(1));
    await addMember(keel, owner, member, role);
    members.set(role, member);
  }
});
afterAll(() => keel.close());

/** The roles whose REST call got past the role check (400 for the bad payload, not 403). */
async function restAllowed(write: RestWrite): Promise<Role[]> {
  const allowed: Role[] = [];
  for (const role of everyone) {
    const { client } = members.get(role)!;
    const res = await client.request(
      write.method,
      write.path(owner.companyId),
      write.body(owner.companyId),
    );
    expect([400, 403], `${role} ${write.method} ${write.path('{id}')}`).toContain(res.status);
    if (res.status === 400) allowed.push(role);
  }
  return allowed;
}

const probeKey = (role: Role) => cellKey(`matrix-${role}`, 'probe');
const probeValue = (role: Role, table: string) => `probe ${role} ${table}`;

function syncMessage(syncType: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

/**
 * Connects as `role` to a scope's document and sends one update per table, each setting the
 * role's probe cell, then a sync step 1: its answer comes once the server has handled them all.
 * Resolves false when the server refuses the connection.
 */
function syncWrites(role: Role, scope: string, tables: string[]): Promise<boolean> {
  const docId = docIdFor(owner.companyId, scope);
  const ws = new WebSocket(`${keel.wsUrl}/${docId}`, {
    headers: { cookie: members.get(role)!.client.cookie },
  });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', () => resolve(false));
    ws.on('open', () => {
      for (const table of tables) {
        const doc = new Y.Doc();
        doc.getMap(table).set(probeKey(role), probeValue(role, table));
        ws.send(syncMessage(syncProtocol.messageYjsUpdate, Y.encodeStateAsUpdate(doc)));
      }
      ws.send(syncMessage(syncProtocol.messageYjsSyncStep1, Y.encodeStateVector(new Y.Doc())));
    });
    ws.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      if (decoding.readVarUint(decoder) !== 0) return;
      if (decoding.readVarUint(decoder) !== syncProtocol.messageYjsSyncStep2) return;
      ws.removeAllListeners('close');
      ws.close();
      resolve(true);
    });
  });
}

describe('who may write each table, through REST and through sync', () => {
  const observed = new Map<string, { rest: Role[] | null; sync: Role[] }>();

  it('covers every table the plugins and the shell declare', () => {
    const declared = keel.server.services.registry.manifests.flatMap((m) =>
      Object.keys(m.tables).map((tableId) => yMapNameFor(m.id, tableId)),
    );
    expect(Object.keys(matrix).sort()).toEqual(declared.sort());
  });

  it('gives every role the REST answer the matrix states', async () => {
    for (const [table, rule] of Object.entries(matrix)) {
      const rest = rule.rest ? await restAllowed(rule.rest.write) : null;
      observed.set(table, { rest, sync: [] });
      expect(rest, table).toEqual(rule.rest?.allowed ?? null);
    }
  });

  it('keeps exactly the sync changes the matrix allows, and reverts or drops the others', async () => {
    for (const scope of ['company', 'payroll', 'fraud-payroll'] as const) {
      const tables = Object.keys(matrix).filter((t) => matrix[t]!.scope === scope);
      for (const role of everyone) {
        const connected = await syncWrites(role, scope, tables);
        if (!connected) continue; // a role that may not read the scope is refused at once
        const { doc } = await keel.server.services.docs.get(docIdFor(owner.companyId, scope));
        for (const table of tables)
          if (doc.getMap(table).get(probeKey(role)) === probeValue(role, table))
            observed.get(table)!.sync.push(role);
      }
    }
    for (const [table, rule] of Object.entries(matrix))
      expect(observed.get(table)!.sync, table).toEqual(rule.sync);
  });

  it('agrees between the two paths wherever members write a table', () => {
    for (const [table, { rest, sync }] of observed) {
      // Sync never lets a role write what its REST route refuses it ...
      if (rest)
        expect(
          sync.filter((role) => !rest.includes(role)),
          table,
        ).toEqual([]);
      // ... and a table members write over sync takes the same roles as its route.
      if (rest && sync.length > 0) expect(sync, table).toEqual(rest);
    }
  });
});
