// A year of a small business's books, payroll and sign-ins, deterministic (seeded), with no fraud:
// rent, a lease just under $10,000, utilities, subscriptions, suppliers selling at list prices
// (so the same amount recurs), contractors invoicing their own amounts, card purchases imported
// without a vendor, insurance, a loan, tax deposits; eight employees paid every two weeks; three
// members signing in from their usual devices, with the odd mistyped password.
import type { AuditEvent, CompanyMember } from '@keel/core/domain';
import type {
  BankChange,
  BankLine,
  EmployeeFact,
  PaycheckFact,
  Reconciliation,
  RunFact,
  ScanEvidence,
} from '../../../plugins/fraud/domain/evidence/evidence';

/** mulberry32: a small seeded PRNG, so every run makes the same company. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const START = '2025-12-01';
export const END = '2026-11-30';
export const NOW = '2026-11-30T18:00:00.000Z';

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const daysOfYear = (): string[] => {
  const days: string[] = [];
  for (let d = START; d <= END; d = addDays(d, 1)) days.push(d);
  return days;
};

export const monthStarts = (): string[] => daysOfYear().filter((d) => d.endsWith('-01'));

export const PEOPLE = {
  owner: { userId: 'u-owner', email: 'olivia@harbor.example', name: 'Olivia Owner' },
  bookkeeper: { userId: 'u-bea', email: 'bea@harbor.example', name: 'Bea Books' },
  accountant: { userId: 'u-cal', email: 'cal@cpa.example', name: 'Cal Counts' },
} as const;
export type Person = keyof typeof PEOPLE;
export const author = (p: Person) => `${PEOPLE[p].name} <${PEOPLE[p].email}>`;

export const DEVICES: Record<Person, { ua: string; ip: string }> = {
  owner: {
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    ip: '198.51.100.20',
  },
  bookkeeper: {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    ip: '198.51.100.21',
  },
  accountant: {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ip: '203.0.113.40',
  },
};

/** The company under construction; injections add to it. */
export interface Company {
  evidence: ScanEvidence;
  random: () => number;
  nextId: () => string;
}

function lognormal(random: () => number, medianCents: number, sigma: number): number {
  const u = Math.max(1e-9, random());
  const v = random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.max(100, Math.round(medianCents * Math.exp(sigma * z)));
}

const BANKS = { checking: 'Operating Checking', card: 'Amex Business Card' } as const;

export function paymentLine(
  company: Company,
  fields: Partial<BankLine> & { date: string; amount: number },
): BankLine {
  const id = fields.id ?? company.nextId();
  const bankAccountId = fields.bankAccountId ?? 'checking';
  return {
    id,
    bankAccountId,
    bankAccountName: BANKS[bankAccountId as keyof typeof BANKS] ?? bankAccountId,
    accountId: 'office-expenses',
    accountName: 'Office Expenses',
    description: fields.vendorName ?? 'Payment',
    reference: '',
    vendorId: '',
    vendorName: '',
    source: 'manual',
    createdAt: `${fields.date}T15:00:00.000Z`,
    createdBy: author('bookkeeper'),
    pending: false,
    reconciled: fields.date < '2026-11-01',
    link: `/bookkeeping?tab=transactions&transaction=${id}`,
    ...fields,
  };
}

interface Vendor {
  id: string;
  name: string;
  account: [string, string];
}

const vendor = (id: string, name: string, account: [string, string]): Vendor => ({
  id,
  name,
  account,
});

/** Makes the clean company; `scale` multiplies the imported card purchases (for the timing run). */
export function generateCompany(seed = 7, scale = 1): Company {
  const random = seeded(seed);
  let counter = 0;
  const company: Company = {
    random,
    nextId: () => `tx-${(counter += 1).toString(36)}`,
    evidence: {
      now: NOW,
      books: {
        lines: [],
        lockDate: '2026-09-30',
        reconciliations: [],
        sharedVendorIdentifiers: [],
      },
      payroll: { employees: [], bankChanges: [], paychecks: [], runs: [] },
      access: { events: [], places: {}, members: [], requiresTwoFactor: false },
      settings: { approvalLimit: 500_000 },
    },
  };
  const lines = company.evidence.books.lines;
  const pay = (v: Vendor, date: string, amount: number, extra: Partial<BankLine> = {}) =>
    lines.push(
      paymentLine(company, {
        date,
        amount: -amount,
        vendorId: v.id,
        vendorName: v.name,
        description: v.name,
        accountId: v.account[0],
        accountName: v.account[1],
        ...extra,
      }),
    );
  const days = daysOfYear();
  const weekdays = days.filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  // Fixed recurring payments: rent, a lease just under $10,000, a loan, subscriptions.
  const rent = vendor('v-landlord', 'Harbor Street Properties', ['rent', 'Rent']);
  const lease = vendor('v-lease', 'Summit Equipment Leasing', [
    'equipment-rental',
    'Equipment Rental',
  ]);
  const loan = vendor('v-bank', 'First Coast Bank Loan', ['interest-expense', 'Interest Expense']);
  const subs = [
    [vendor('v-crm', 'Pipeline CRM', ['software', 'Software']), 4_900],
    [vendor('v-mail', 'MailBurst', ['software', 'Software']), 2_999],
    [vendor('v-net', 'Bayline Internet', ['utilities', 'Utilities']), 8_999],
    [vendor('v-acct', 'LedgerCloud', ['software', 'Software']), 19_900],
  ] as const;
  for (const [m, month] of monthStarts().entries()) {
    pay(rent, month, 420_000, { reference: `RENT-${month.slice(0, 7)}` });
    pay(lease, addDays(month, 4), 975_000, { reference: `LEASE-${m + 1}` });
    pay(loan, addDays(month, 14), 185_000, { reference: `LOAN-${m + 1}` });
    for (const [v, amount] of subs)
      pay(v, addDays(month, 2 + (v.id.length % 5)), amount, {
        bankAccountId: 'card',
        source: 'import',
      });
    // Utilities: the month's bill.
    pay(
      vendor('v-power', 'Coastal Power & Light', ['utilities', 'Utilities']),
      addDays(month, 20),
      lognormal(random, 38_000, 0.15),
    );
    pay(
      vendor('v-water', 'City Water', ['utilities', 'Utilities']),
      addDays(month, 22),
      lognormal(random, 9_500, 0.2),
    );
  }
  // Insurance each quarter, tax deposits each quarter.
  for (const month of monthStarts().filter((_, i) => i % 3 === 0)) {
    pay(
      vendor('v-ins', 'Anchor Mutual Insurance', ['insurance', 'Insurance']),
      addDays(month, 9),
      231_000,
    );
    pay(
      vendor('v-irs', 'IRS Estimated Tax', ['taxes', 'Taxes & Licenses']),
      addDays(month, 14),
      lognormal(random, 650_000, 0.3),
    );
  }
  // Suppliers selling at list prices: the same amounts recur at irregular intervals.
  const suppliers: [Vendor, number[]][] = [
    [
      vendor('v-paper', 'Quill Office Supply', ['office-expenses', 'Office Expenses']),
      [4_250, 8_997, 12_450, 2_199, 31_500],
    ],
    [
      vendor('v-parts', 'Gulf Parts Supply', ['supplies', 'Supplies']),
      [18_900, 37_800, 9_450, 56_700],
    ],
    [
      vendor('v-clean', 'Brightway Cleaning Supplies', ['supplies', 'Supplies']),
      [6_480, 12_960, 3_240],
    ],
  ];
  for (const [v, prices] of suppliers)
    for (const day of weekdays)
      if (random() < 0.12)
        pay(v, day, pick(prices), { reference: `PO-${Math.floor(random() * 90_000) + 10_000}` });
  // Contractors and wholesalers invoicing their own amounts.
  const contractors = Array.from({ length: 16 }, (_, i) =>
    vendor(
      `v-c${i}`,
      `${pick(['Delta', 'Pioneer', 'Cedar', 'Beacon', 'Atlas', 'Willow', 'Granite', 'Harbor'])} ${pick(['Design', 'Logistics', 'Trading', 'Services', 'Builders', 'Marketing', 'Consulting', 'Wholesale'])} ${i}`,
      pick([
        ['contractors', 'Contractors'],
        ['inventory', 'Inventory Purchases'],
        ['professional-fees', 'Professional Fees'],
        ['repairs', 'Repairs & Maintenance'],
      ] as [string, string][]),
    ),
  );
  const invoiceNumbers = new Map<string, number>();
  for (const v of contractors) {
    const scaleOf = lognormal(random, 120_000, 0.8);
    invoiceNumbers.set(v.id, 1000 + Math.floor(random() * 8000));
    for (const day of weekdays) {
      if (random() > 0.045) continue;
      const n = (invoiceNumbers.get(v.id) ?? 1000) + 1 + Math.floor(random() * 3);
      invoiceNumbers.set(v.id, n);
      pay(v, day, lognormal(random, scaleOf, 0.6), { reference: `INV-${n}` });
    }
  }
  // Card purchases, imported without a vendor.
  const merchants = [
    'AMAZON MKTPLACE PMTS',
    'SHELL OIL',
    'OFFICE DEPOT',
    'HOME DEPOT',
    'UBER TRIP',
    'STARBUCKS',
    'DELTA AIR',
    'MARRIOTT HOTEL',
    'FEDEX',
    'STAPLES',
    'COSTCO WHSE',
    'ADOBE SYSTEMS',
  ];
  const perDay = 1.6 * scale;
  for (const day of days) {
    let n = Math.floor(perDay) + (random() < perDay % 1 ? 1 : 0);
    while (n-- > 0)
      lines.push(
        paymentLine(company, {
          date: day,
          amount: -lognormal(random, 6_000, 1.1),
          bankAccountId: 'card',
          source: 'import',
          description: `${pick(merchants)} ${Math.floor(random() * 9000) + 1000}`,
          accountId: 'uncategorized-expense',
          accountName: 'Uncategorized Expense',
          pending: random() < 0.05,
        }),
      );
  }
  // Money in: customer payments.
  for (const day of weekdays)
    if (random() < 0.5)
      lines.push(
        paymentLine(company, {
          date: day,
          amount: lognormal(random, 180_000, 0.9),
          accountId: 'sales',
          accountName: 'Sales',
          description: 'Customer payment',
          source: 'import',
        }),
      );
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

  // Reconciliations: each month of checking, ten days after its end.
  const recs: Reconciliation[] = company.evidence.books.reconciliations;
  for (const month of monthStarts().slice(1)) {
    const end = addDays(month, -1);
    recs.push({
      bankAccountId: 'checking',
      statementDate: end,
      completedAt: `${addDays(month, 9)}T16:00:00.000Z`,
    });
  }

  generatePayroll(company);
  generateAccess(company);
  return company;
}

function generatePayroll(company: Company): void {
  const payroll = company.evidence.payroll!;
  const names = [
    'Ana Lopez',
    'Ben Carter',
    'Chen Wu',
    'Dana Reyes',
    'Eli Brooks',
    'Fay Moss',
    'Gus Hale',
    'Ida Park',
  ];
  const nets = names.map((_, i) => 180_000 + i * 23_000);
  payroll.employees = names.map((name, i): EmployeeFact => ({
    id: `emp-${i + 1}`,
    name,
    link: `/payroll-ai?employee=emp-${i + 1}`,
    paymentMethod: 'direct_deposit',
    hasSsn: true,
    sharesAccountWith: [],
    prenoted: true,
  }));
  let payDate = '2025-12-05';
  let run = 0;
  while (payDate <= END) {
    run += 1;
    const runId = `run-${run}`;
    payroll.runs.push({
      id: runId,
      payDate,
      status: 'completed',
      createdBy: author('bookkeeper'),
      approvedBy: author('owner'),
    } satisfies RunFact);
    for (const [i, employee] of payroll.employees.entries())
      payroll.paychecks.push({
        runId,
        payDate,
        periodStart: addDays(payDate, -13),
        status: 'completed',
        employeeId: employee.id,
        employeeName: employee.name,
        net: nets[i]! + Math.round((company.random() - 0.5) * 6_000),
        link: `/payroll-ai?run=${runId}`,
      } satisfies PaycheckFact);
    payDate = addDays(payDate, 14);
  }
  // Legitimate bank changes: the bookkeeper updates two employees' accounts from her usual device.
  for (const [n, at] of [
    [2, '2026-03-10T16:20:00.000Z'],
    [6, '2026-07-14T15:05:00.000Z'],
    [4, '2026-10-02T17:40:00.000Z'],
  ] as const)
    payroll.bankChanges.push(bankChange(company, 'bookkeeper', at, `emp-${n}`));
}

export function bankChange(
  company: Company,
  who: Person,
  at: string,
  employeeId: string | null,
): BankChange {
  const employee = company.evidence.payroll!.employees.find((e) => e.id === employeeId);
  return {
    id: `bc-${company.evidence.payroll!.bankChanges.length + 1}`,
    at,
    userId: PEOPLE[who].userId,
    by: author(who),
    subject: employeeId ? 'employee' : 'company',
    employeeId,
    label: employee?.name ?? 'the company payroll account',
    link: employeeId ? `/payroll-ai?employee=${employeeId}` : '/payroll-ai',
    replaced: true,
    accountLast4: '',
  };
}

export function signIn(
  who: Person,
  at: string,
  outcome = 'success',
  device = DEVICES[who],
): AuditEvent {
  return {
    at,
    kind: 'sign-in',
    userId: PEOPLE[who].userId,
    email: PEOPLE[who].email,
    outcome,
    ip: device.ip,
    userAgent: device.ua,
  };
}

function generateAccess(company: Company): void {
  const access = company.evidence.access;
  access.members = (Object.keys(PEOPLE) as Person[]).map((p, i): CompanyMember => ({
    userId: PEOPLE[p].userId,
    name: PEOPLE[p].name,
    email: PEOPLE[p].email,
    role: (['owner', 'bookkeeper', 'accountant'] as const)[i]!,
    joinedAt: '2025-11-01T09:00:00.000Z',
    twoFactor: p === 'owner',
  }));
  const rates: Record<Person, number> = { owner: 0.5, bookkeeper: 0.95, accountant: 0.2 };
  // Everyone signs in on the day before the year starts, so their devices are known.
  for (const p of Object.keys(PEOPLE) as Person[])
    access.events.push(signIn(p, '2025-11-30T09:00:00.000Z'));
  for (const day of daysOfYear()) {
    if ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue;
    for (const p of Object.keys(PEOPLE) as Person[]) {
      if (company.random() > rates[p]) continue;
      const time = Date.parse(`${day}T08:00:00Z`) + Math.floor(company.random() * 120) * 60_000;
      // A mistyped password now and then.
      if (company.random() < 0.04)
        access.events.push(signIn(p, new Date(time - 60_000).toISOString(), 'wrong-password'));
      access.events.push(signIn(p, new Date(time).toISOString()));
    }
  }
  // The owner's new laptop: a new device, nothing changed after it.
  access.events.push(
    signIn('owner', '2026-06-08T19:30:00.000Z', 'success', {
      ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_1) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
      ip: '198.51.100.77',
    }),
  );
  // The bookkeeper's legitimate changes come in her usual sessions (signed in that morning).
  for (const change of company.evidence.payroll!.bankChanges)
    access.events.push(signIn('bookkeeper', `${change.at.slice(0, 10)}T08:05:00.000Z`));
}
