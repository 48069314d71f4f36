// The known frauds injected into the clean company, each with the ids of the records it made (a
// threat of the same type naming any of them finds it), and look-alikes that are not fraud.
import type { ThreatType } from '../../../plugins/fraud/domain/threats/threatSchema';
import type { BankLine } from '../../../plugins/fraud/domain/evidence/evidence';
import { signInPlaces } from '../../../plugins/fraud/server/scan/signInPlaces';
import {
  DEVICES,
  addDays,
  author,
  bankChange,
  paymentLine,
  signIn,
  type Company,
} from './generateCompany';

export interface InjectedFraud {
  type: ThreatType;
  name: string;
  recordIds: string[];
}

const tx = (line: BankLine) => `transaction:${line.id}`;

export function injectFrauds(company: Company): InjectedFraud[] {
  const { lines } = company.evidence.books;
  const frauds: InjectedFraud[] = [];
  const add = (fields: Partial<BankLine> & { date: string; amount: number }) => {
    const line = paymentLine(company, fields);
    lines.push(line);
    return line;
  };
  const byVendor = (id: string) => lines.filter((l) => l.vendorId === id && l.amount < 0);
  const copy = (line: BankLine, date: string, changes: Partial<BankLine> = {}) =>
    add({ ...line, id: company.nextId(), date, createdAt: `${date}T15:00:00.000Z`, ...changes });

  // duplicate_payment
  const contractorLines = (i: number) => byVendor(`v-c${i}`).filter((l) => -l.amount >= 20_000);
  const dup = (name: string, original: BankLine, days: number, changes: Partial<BankLine> = {}) => {
    const again = copy(original, addDays(original.date, days), { ...changes, reconciled: false });
    frauds.push({ type: 'duplicate_payment', name, recordIds: [tx(original), tx(again)] });
  };
  dup('same invoice paid twice', contractorLines(0)[3]!, 6);
  dup('same invoice paid twice (2)', contractorLines(1)[5]!, 2);
  dup('same invoice paid twice (3)', contractorLines(2)[2]!, 11);
  {
    const o = contractorLines(3)[4]!;
    dup('invoice number with a suffix', o, 4, { reference: `${o.reference}A` });
  }
  {
    const o = contractorLines(4)[1]!;
    dup('invoice number with a dash suffix', o, 9, { reference: `${o.reference}-1` });
  }
  {
    const o = contractorLines(5)[3]!;
    dup('a cent changed', o, 5, { amount: o.amount + 1 });
  }
  {
    const o = contractorLines(6)[2]!;
    dup('same bill paid from the card too', o, 3, {
      bankAccountId: 'card',
      bankAccountName: 'Amex Business Card',
    });
  }
  {
    const o = byVendor('v-landlord')[4]!;
    dup('rent paid twice in one month', o, 3, { reference: `${o.reference}-2` });
  }
  {
    const o = contractorLines(7)[2]!;
    dup('same amount, no reference', o, 3, { reference: '' });
  }
  {
    const o = contractorLines(8)[3]!;
    dup('same amount, another reference', o, 8, { reference: `STMT-${o.date.slice(5, 7)}` });
  }
  {
    // A shell vendor paid into a real contractor's bank account (the vendor form's fingerprints).
    const real = byVendor('v-c10')[0]!;
    const shell = ['2026-05-14', '2026-07-09', '2026-09-22'].map((date, i) =>
      add({
        date,
        amount: -[128_000, 117_500, 134_250][i]!,
        vendorId: 'v-shell',
        vendorName: 'Northgate Supply',
        description: 'Northgate Supply',
        reference: `NG-${310 + i}`,
      }),
    );
    (company.evidence.books.sharedVendorIdentifiers ??= []).push({
      kind: 'bank-account',
      vendors: [
        { id: 'v-c10', name: real.vendorName },
        { id: 'v-shell', name: 'Northgate Supply' },
      ],
      last4: '4417',
    });
    frauds.push({
      type: 'duplicate_payment',
      name: 'a second vendor paid into a contractor’s bank account',
      recordIds: shell.map(tx),
    });
  }

  // suspicious_transaction
  const apex = ['2026-04-06', '2026-04-21', '2026-05-12'].map((date, i) =>
    add({
      date,
      amount: -[940_000, 985_000, 962_500][i]!,
      vendorId: 'v-apex',
      vendorName: 'Apex Strategy Group',
      description: 'Apex Strategy Group',
      accountId: 'professional-fees',
      accountName: 'Professional Fees',
      reference: `AP-${20 + i}`,
    }),
  );
  frauds.push({
    type: 'suspicious_transaction',
    name: 'payments just under $10,000',
    recordIds: apex.map(tx),
  });
  const split = [
    add({
      date: '2026-08-18',
      amount: -825_000,
      vendorId: 'v-c9',
      vendorName: byVendor('v-c9')[0]!.vendorName,
      accountId: 'repairs',
      accountName: 'Repairs & Maintenance',
      reference: 'INV-77001',
    }),
    add({
      date: '2026-08-19',
      amount: -630_000,
      vendorId: 'v-c9',
      vendorName: byVendor('v-c9')[0]!.vendorName,
      accountId: 'repairs',
      accountName: 'Repairs & Maintenance',
      reference: 'INV-77002',
    }),
  ];
  frauds.push({
    type: 'suspicious_transaction',
    name: 'a bill split under $10,000',
    recordIds: split.map(tx),
  });
  const water = byVendor('v-water')[0]!;
  const rsf = copy(water, '2026-09-23', { amount: -680_000, reference: 'W-9921' });
  frauds.push({
    type: 'suspicious_transaction',
    name: 'relative size factor',
    recordIds: [tx(rsf)],
  });
  const northwind = add({
    date: '2026-08-03',
    amount: -1_850_000,
    vendorId: 'v-northwind',
    vendorName: 'Northwind Holdings',
    description: 'Northwind Holdings',
    accountId: 'professional-fees',
    accountName: 'Professional Fees',
    reference: 'NW-001',
  });
  frauds.push({
    type: 'suspicious_transaction',
    name: 'large first payment to a new vendor',
    recordIds: [tx(northwind)],
  });
  const repairsByBea = lines.filter(
    (l) => l.accountId === 'repairs' && l.source === 'manual',
  ).length;
  const rare = add({
    date: '2026-07-09',
    amount: -240_000,
    vendorId: 'v-c10',
    vendorName: byVendor('v-c10')[0]?.vendorName ?? 'Vendor',
    description: 'Repairs',
    accountId: 'repairs',
    accountName: 'Repairs & Maintenance',
    createdBy: author('owner'),
    reference: 'R-1',
  });
  frauds.push({
    type: 'suspicious_transaction',
    name: `entry by someone who rarely posts to the account (others: ${repairsByBea})`,
    recordIds: [tx(rare)],
  });
  const backdated = add({
    date: '2026-05-12',
    amount: -315_500,
    vendorId: 'v-c11',
    vendorName: byVendor('v-c11')[0]?.vendorName ?? 'Vendor',
    accountId: 'contractors',
    accountName: 'Contractors',
    reference: 'INV-5512',
    createdAt: '2026-08-20T17:30:00.000Z',
    reconciled: false,
  });
  frauds.push({
    type: 'suspicious_transaction',
    name: 'back-dated into a reconciled period',
    recordIds: [tx(backdated)],
  });
  const blueRidge = ['2026-06-02', '2026-06-29', '2026-07-20', '2026-09-08'].map((date, i) =>
    add({
      date,
      amount: -[300_000, 500_000, 400_000, 200_000][i]!,
      vendorId: 'v-blue',
      vendorName: 'Blue Ridge Advisory',
      description: 'Blue Ridge Advisory',
      accountId: 'professional-fees',
      accountName: 'Professional Fees',
    }),
  );
  frauds.push({
    type: 'suspicious_transaction',
    name: 'round amounts to a new payee',
    recordIds: blueRidge.map(tx),
  });
  const c12 = byVendor('v-c12')[0]!;
  const underLimit = ['2026-10-05', '2026-10-26'].map((date, i) =>
    copy(c12, date, { amount: -[485_000, 470_000][i]!, reference: `INV-${88_100 + i}` }),
  );
  frauds.push({
    type: 'suspicious_transaction',
    name: 'just under the approval limit',
    recordIds: underLimit.map(tx),
  });

  // unusual_pattern
  const fakes: BankLine[] = [];
  const fakeVendors = ['v-c13', 'v-c14', 'v-c15'];
  for (let i = 0; i < 45; i += 1) {
    const v = byVendor(fakeVendors[i % 3]!)[0]!;
    fakes.push(
      copy(v, addDays('2026-01-05', i * 7), {
        amount: -(48_000 + Math.floor(company.random() * 1_990)),
        reference: `INV-${60_000 + i}`,
      }),
    );
  }
  frauds.push({
    type: 'unusual_pattern',
    name: 'invented invoices of $480-$499 (Benford)',
    recordIds: fakes.map(tx),
  });
  const power = byVendor('v-power')[7]!;
  const spike = copy(power, addDays(power.date, 2), { amount: -490_000, reference: 'ADJ-1' });
  frauds.push({
    type: 'unusual_pattern',
    name: 'a month of utilities ten times the usual',
    recordIds: [tx(spike)],
  });
  const parade = ['v-c1', 'v-c3', 'v-c6', 'v-c1', 'v-c3'].map((id, i) =>
    copy(byVendor(id)[0]!, addDays('2026-02-10', i * 23), {
      amount: -247_550,
      reference: `INV-${71_000 + i}`,
    }),
  );
  frauds.push({
    type: 'unusual_pattern',
    name: 'one amount paid to three vendors',
    recordIds: parade.map(tx),
  });
  const payroll = company.evidence.payroll!;
  const ghost = {
    id: 'emp-9',
    name: 'Gail Ghost',
    link: '/payroll-ai?employee=emp-9',
    paymentMethod: 'direct_deposit' as const,
    hasSsn: true,
    sharesAccountWith: ['emp-3'],
    prenoted: true,
  };
  payroll.employees.push(ghost);
  payroll.employees.find((e) => e.id === 'emp-3')!.sharesAccountWith.push('emp-9');
  frauds.push({
    type: 'unusual_pattern',
    name: 'ghost employee sharing an account',
    recordIds: ['employee:emp-9'],
  });
  const noSsn = {
    id: 'emp-10',
    name: 'Nate Nobody',
    link: '/payroll-ai?employee=emp-10',
    paymentMethod: 'direct_deposit' as const,
    hasSsn: false,
    sharesAccountWith: [],
    prenoted: true,
  };
  payroll.employees.push(noSsn);
  for (const run of payroll.runs.slice(-6)) {
    payroll.paychecks.push({
      runId: run.id,
      payDate: run.payDate,
      status: 'completed',
      employeeId: ghost.id,
      employeeName: ghost.name,
      net: 210_000,
      link: '',
    });
    payroll.paychecks.push({
      runId: run.id,
      payDate: run.payDate,
      status: 'completed',
      employeeId: noSsn.id,
      employeeName: noSsn.name,
      net: 195_000,
      link: '',
    });
  }
  frauds.push({
    type: 'unusual_pattern',
    name: 'employee paid without an SSN',
    recordIds: ['employee:emp-10'],
  });
  const jump = payroll.paychecks.filter((p) => p.employeeId === 'emp-5')[15]!;
  jump.net = 690_000;
  frauds.push({
    type: 'unusual_pattern',
    name: 'net pay jump',
    recordIds: [`paycheck:${jump.runId}/emp-5`],
  });

  // Paid after termination: emp-4 left, but the last three runs still paid them. Not fraud:
  // emp-1's last day falls in the last run's period, whose paycheck is their final pay.
  const leaver = payroll.employees.find((e) => e.id === 'emp-4')!;
  const leaverChecks = payroll.paychecks.filter((p) => p.employeeId === leaver.id);
  leaver.terminationDate = addDays(leaverChecks.at(-3)!.periodStart!, -1);
  frauds.push({
    type: 'unusual_pattern',
    name: 'paid after termination',
    recordIds: [`employee:${leaver.id}`],
  });
  const lastPayDate = payroll.paychecks.filter((p) => p.employeeId === 'emp-1').at(-1)!.payDate;
  payroll.employees.find((e) => e.id === 'emp-1')!.terminationDate = addDays(lastPayDate, -3);

  // account_takeover
  const events = company.evidence.access.events;
  const attacker = {
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    ip: '192.0.2.66',
  };
  const takeover = (
    name: string,
    changeAt: string,
    who: 'owner' | 'bookkeeper' | 'accountant',
    employeeId: string | null,
    before: () => string[],
  ) => {
    const ids = before();
    const change = bankChange(company, who, changeAt, employeeId);
    payroll.bankChanges.push(change);
    frauds.push({
      type: 'account_takeover',
      name,
      recordIds: [`bank-change:${change.id}`, ...ids],
    });
  };
  const at = (iso: string, minutes: number) =>
    new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  takeover(
    'new device, then a direct-deposit change',
    '2026-04-14T22:20:00.000Z',
    'bookkeeper',
    'emp-2',
    () => {
      events.push(signIn('bookkeeper', '2026-04-14T22:00:00.000Z', 'success', attacker));
      return [];
    },
  );
  takeover(
    'failed sign-ins, then the payroll account changed',
    '2026-05-27T21:30:00.000Z',
    'owner',
    null,
    () => {
      for (let i = 0; i < 4; i += 1)
        events.push(
          signIn('owner', at('2026-05-27T20:40:00.000Z', i * 3), 'wrong-password', attacker),
        );
      events.push(signIn('owner', '2026-05-27T21:00:00.000Z', 'success', DEVICES.owner));
      return [];
    },
  );
  takeover(
    'two-factor turned off, then a change',
    '2026-09-16T20:10:00.000Z',
    'accountant',
    'emp-6',
    () => {
      events.push({
        at: '2026-09-14T20:00:00.000Z',
        kind: 'account',
        userId: 'u-cal',
        email: 'cal@cpa.example',
        outcome: 'two-factor disabled',
        ip: attacker.ip,
        userAgent: attacker.ua,
      });
      events.push(signIn('accountant', '2026-09-16T19:55:00.000Z', 'success', DEVICES.accountant));
      return [];
    },
  );
  takeover(
    'new device three hours before a change',
    '2026-10-20T23:40:00.000Z',
    'bookkeeper',
    'emp-7',
    () => {
      events.push(
        signIn('bookkeeper', '2026-10-20T20:35:00.000Z', 'success', {
          ...attacker,
          ip: '192.0.2.90',
        }),
      );
      return [];
    },
  );
  takeover(
    'failures from a new address, a change ten hours later',
    '2026-11-12T07:10:00.000Z',
    'owner',
    'emp-8',
    () => {
      for (let i = 0; i < 3; i += 1)
        events.push(signIn('owner', at('2026-11-11T21:00:00.000Z', i), 'wrong-password', attacker));
      events.push(
        signIn('owner', '2026-11-11T21:10:00.000Z', 'success', {
          ...DEVICES.owner,
          ip: attacker.ip,
        }),
      );
      return [];
    },
  );
  for (let i = 0; i < 6; i += 1)
    events.push(
      signIn('accountant', at('2026-08-02T03:00:00.000Z', i), 'wrong-password', attacker),
    );
  const broken = signIn('accountant', '2026-08-02T03:09:00.000Z', 'success', {
    ...DEVICES.accountant,
    ip: attacker.ip,
  });
  events.push(broken);
  frauds.push({
    type: 'account_takeover',
    name: 'password guessed after six tries',
    recordIds: [`sign-in:${broken.userId}@${broken.at}`],
  });

  // Impossible travel: the bookkeeper signs in from the United Kingdom, and from Japan an hour later.
  const home = signIn('bookkeeper', '2026-06-09T08:00:00.000Z', 'success', {
    ...DEVICES.bookkeeper,
    ip: '81.2.69.142',
  });
  const away = signIn('bookkeeper', '2026-06-09T09:00:00.000Z', 'success', {
    ...attacker,
    ip: '133.242.0.1',
  });
  events.push(home, away);
  frauds.push({
    type: 'account_takeover',
    name: 'sign-ins from the United Kingdom and Japan an hour apart',
    recordIds: [`sign-in:${away.userId}@${away.at}`],
  });
  // Look-alikes: the owner flies from the United Kingdom to Japan (a day later), and signs in from
  // France and then Germany twenty minutes apart, near the border.
  const owner = (at: string, ip: string) =>
    signIn('owner', at, 'success', { ...DEVICES.owner, ip });
  events.push(
    owner('2026-07-01T08:00:00.000Z', '81.2.69.142'),
    owner('2026-07-02T10:00:00.000Z', '133.242.0.1'),
    owner('2026-08-20T09:00:00.000Z', '90.0.0.1'),
    owner('2026-08-20T09:20:00.000Z', '91.0.0.1'),
  );
  company.evidence.access.places = signInPlaces(events);

  // Look-alikes that are not fraud: two genuine identical purchases at a list price, the same day.
  const quill = byVendor('v-paper');
  for (const original of quill.slice(10, 14))
    copy(original, original.date, { reference: `PO-${Number(original.reference.slice(3)) + 1}` });

  lines.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return frauds;
}
