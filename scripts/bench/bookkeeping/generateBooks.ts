import type { Rule, Transaction, Vendor } from '../../../plugins/bookkeeping/domain/books';

/** A deterministic PRNG (mulberry32): the same seed always gives the same books. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const code = (rng: Rng, length: number) =>
  Array.from({ length }, () => pick(rng, [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');

/** One kind of bank line: how often it happens, its text, where it posts and its amount. */
interface Payee {
  weight: number;
  describe: (rng: Rng, date: string) => string;
  bankAccountId?: string;
  accountId: string;
  category: string;
  /** Cents, signed: below zero money went out. */
  amount: (rng: Rng) => number;
  vendor?: string;
  /** A keyword rule categorizes it on import (aiCategorized). */
  rule?: string;
  /** A cheque number in the reference. */
  cheque?: boolean;
}

const cities = ['OAKLAND CA', 'SAN FRANCISCO CA', 'BERKELEY CA', 'SAN JOSE CA', 'EMERYVILLE CA'];
const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');

// A busy shop with a service side: card sales settle daily, suppliers, payroll, card spend.
const payees: Payee[] = [
  {
    weight: 18,
    describe: (rng, date) => `SQUARE INC DEPOSIT ${yymmdd(date)} SQ${code(rng, 6)}`,
    accountId: 'sales',
    category: 'income',
    amount: (rng) => int(rng, 8_000, 420_000),
    rule: 'square inc',
  },
  {
    weight: 6,
    describe: (rng) =>
      `CLIENT ACH DEPOSIT ${pick(rng, ['NORTHWIND TRADERS', 'CONTOSO LTD', 'FABRIKAM INC', 'TAILSPIN TOYS', 'WINGTIP PARTNERS'])}`,
    accountId: 'service-revenue',
    category: 'income',
    amount: (rng) => int(rng, 50_000, 1_800_000),
    rule: 'client ach',
  },
  {
    weight: 2,
    describe: (rng) => `MOBILE DEPOSIT REF ${int(rng, 100_000_000, 999_999_999)}`,
    accountId: 'sales',
    category: 'income',
    amount: (rng) => int(rng, 2_000, 250_000),
  },
  {
    weight: 7,
    describe: (rng) => `SQ *BLUE BOTTLE COFFEE ${pick(rng, cities)}`,
    accountId: 'meals',
    category: 'meals',
    amount: (rng) => -int(rng, 450, 6_500),
    vendor: 'v-blue-bottle',
  },
  {
    weight: 5,
    describe: (rng) =>
      `DOORDASH*${pick(rng, ['SOUVLA', 'TARTINE', 'ZUNI CAFE', 'SUPER DUPER', 'SWEETGREEN'])} DOORDASH.COM CA`,
    accountId: 'meals',
    category: 'meals',
    amount: (rng) => -int(rng, 1_800, 24_000),
  },
  {
    weight: 7,
    describe: (rng) => `AMAZON MKTPL*${code(rng, 9)} AMZN.COM/BILL WA`,
    accountId: 'office-supplies',
    category: 'office-supplies',
    amount: (rng) => -int(rng, 900, 48_000),
    vendor: 'v-amazon',
    rule: 'amazon mktpl',
  },
  {
    weight: 4,
    describe: (rng) => `POS DEBIT STAPLES #${int(rng, 100, 1999)} ${pick(rng, cities)}`,
    accountId: 'office-supplies',
    category: 'office-supplies',
    amount: (rng) => -int(rng, 1_200, 32_000),
    vendor: 'v-staples',
  },
  {
    weight: 3,
    describe: (rng) => `OFFICE DEPOT #${int(rng, 1000, 1199)} ${pick(rng, cities)}`,
    accountId: 'office-supplies',
    category: 'office-supplies',
    amount: (rng) => -int(rng, 2_500, 40_000),
    vendor: 'v-office-depot',
  },
  {
    weight: 8,
    describe: (rng) =>
      `INVENTORY BILL PAY ${pick(rng, ['PACIFIC WHOLESALE', 'BAY AREA DISTRIBUTORS', 'GOLDEN GATE SUPPLY'])} INV ${int(rng, 10_000, 99_999)}`,
    accountId: 'inventory',
    category: 'expense',
    amount: (rng) => -int(rng, 40_000, 900_000),
    vendor: 'v-wholesale',
  },
  {
    weight: 3,
    describe: (rng, date) => `GUSTO PAYROLL NET PAY ${yymmdd(date)} ${code(rng, 8)}`,
    accountId: 'payroll-wages',
    category: 'expense',
    amount: (rng) => -int(rng, 600_000, 2_400_000),
    rule: 'gusto',
  },
  {
    weight: 1,
    describe: (rng, date) => `GUSTO TAX ${yymmdd(date)} ${code(rng, 8)}`,
    accountId: 'payroll-taxes',
    category: 'expense',
    amount: (rng) => -int(rng, 120_000, 600_000),
    rule: 'gusto tax',
  },
  {
    weight: 4,
    describe: (rng) => `UBER *TRIP ${code(rng, 4)} HELP.UBER.COM CA`,
    accountId: 'travel',
    category: 'travel',
    amount: (rng) => -int(rng, 900, 9_800),
    rule: 'uber',
  },
  {
    weight: 3,
    describe: (rng) => `SHELL OIL ${int(rng, 57_000_000, 57_999_999)} ${pick(rng, cities)}`,
    accountId: 'travel',
    category: 'travel',
    amount: (rng) => -int(rng, 2_500, 11_000),
  },
  {
    weight: 1,
    describe: (rng) => `UNITED AIRLINES ${int(rng, 1_000_000_000, 9_999_999_999)} HOUSTON TX`,
    accountId: 'travel',
    category: 'travel',
    amount: (rng) => -int(rng, 18_000, 110_000),
  },
  {
    weight: 2,
    describe: () => 'PG&E WEB ONLINE PAYMENT',
    accountId: 'utilities',
    category: 'utilities',
    amount: (rng) => -int(rng, 18_000, 140_000),
    vendor: 'v-pge',
    rule: 'pg&e',
  },
  {
    weight: 1,
    describe: () => 'COMCAST BUSINESS 8155 40012',
    accountId: 'utilities',
    category: 'utilities',
    amount: (rng) => -int(rng, 15_900, 28_900),
    vendor: 'v-comcast',
    rule: 'comcast',
  },
  {
    weight: 1,
    describe: () => 'EBMUD WATER PAYMENT',
    accountId: 'utilities',
    category: 'utilities',
    amount: (rng) => -int(rng, 6_000, 21_000),
  },
  {
    weight: 1,
    describe: (rng) =>
      `CHECK ${int(rng, 1000, 9999)} RENT ${pick(rng, ['GRAND AVE', 'BROADWAY'])} PROPERTIES`,
    accountId: 'rent',
    category: 'rent',
    amount: (rng) => -int(rng, 450_000, 520_000),
    vendor: 'v-landlord',
    cheque: true,
  },
  {
    weight: 1,
    describe: () => 'HISCOX INSURANCE PREMIUM',
    accountId: 'insurance',
    category: 'insurance',
    amount: (rng) => -int(rng, 21_000, 64_000),
    vendor: 'v-hiscox',
  },
  {
    weight: 2,
    describe: (rng) =>
      `${pick(rng, ['ADOBE CREATIVE CLOUD', 'GOOGLE *WORKSPACE', 'SLACK TECHNOLOGIES', 'INTUIT *QUICKBOOKS', 'SHOPIFY* SUBSCRIPTION'])} ${code(rng, 6)}`,
    accountId: 'software',
    category: 'expense',
    amount: (rng) => -int(rng, 1_200, 32_000),
  },
  {
    weight: 2,
    describe: (rng) =>
      `${pick(rng, ['LINKEDIN ADS', 'META *ADS', 'GOOGLE *ADS', 'YELP ADVERTISING'])} ${code(rng, 7)}`,
    accountId: 'advertising',
    category: 'marketing',
    amount: (rng) => -int(rng, 5_000, 120_000),
  },
  {
    weight: 1,
    describe: (rng) =>
      `CHECK ${int(rng, 1000, 9999)} ${pick(rng, ['LEE & PARTNERS CPA', 'ORTIZ LAW GROUP'])}`,
    accountId: 'professional-fees',
    category: 'professional-services',
    amount: (rng) => -int(rng, 35_000, 450_000),
    cheque: true,
  },
  {
    weight: 1,
    describe: () => 'MONTHLY SERVICE FEE',
    accountId: 'bank-fees',
    category: 'expense',
    amount: () => -3_000,
  },
  {
    weight: 1,
    describe: () => 'INCOMING WIRE FEE',
    accountId: 'bank-fees',
    category: 'expense',
    amount: () => -1_500,
  },
  {
    weight: 1,
    describe: () => 'ONLINE TRANSFER TO SAVINGS XXXXXX4821',
    accountId: 'savings',
    category: 'transfer',
    amount: (rng) => -int(rng, 100_000, 1_000_000),
  },
  {
    weight: 1,
    describe: () => 'INTEREST PAYMENT',
    bankAccountId: 'savings',
    accountId: 'interest-income',
    category: 'income',
    amount: (rng) => int(rng, 200, 9_000),
  },
  {
    weight: 2,
    describe: (rng) =>
      `PETTY CASH ${pick(rng, ['POSTAGE', 'PARKING', 'CLEANING SUPPLIES', 'COFFEE BEANS'])}`,
    bankAccountId: 'petty-cash',
    accountId: 'office-supplies',
    category: 'office-supplies',
    amount: (rng) => -int(rng, 300, 6_000),
  },
];

/** The vendors the payees name. */
export const benchVendors: Vendor[] = [
  ['v-blue-bottle', 'Blue Bottle Coffee'],
  ['v-amazon', 'Amazon Business'],
  ['v-staples', 'Staples'],
  ['v-office-depot', 'Office Depot'],
  ['v-wholesale', 'Pacific Wholesale'],
  ['v-pge', 'PG&E'],
  ['v-comcast', 'Comcast Business'],
  ['v-landlord', 'Grand Ave Properties'],
  ['v-hiscox', 'Hiscox'],
].map(([id, name]) => ({
  id: id!,
  name: name!,
  contactName: '',
  email: '',
  paymentTerms: 'Net 30',
  is1099Eligible: false,
}));

/** The keyword rules the payees above are categorized by on import. */
export const benchRules: Rule[] = payees
  .filter((payee) => payee.rule)
  .map((payee, i) => ({
    id: `rule-${i + 1}`,
    keyword: payee.rule!,
    accountId: payee.accountId,
    category: payee.category,
  }));

const DAY = 86_400_000;

/**
 * `count` bank and cash lines from `from` to `to` (ISO dates), newest days partly pending:
 * lines of the last 30 days wait to be categorized unless a rule took them (40% of those), and
 * 6% of older lines were never categorized; the rest were categorized by a rule or by a person.
 */
export function generateTransactions(
  count: number,
  { from, to, at, by }: { from: string; to: string; at: string; by: string },
  seed = 42,
): Transaction[] {
  const rng = mulberry32(seed);
  const totalWeight = payees.reduce((sum, payee) => sum + payee.weight, 0);
  const choose = () => {
    let roll = rng() * totalWeight;
    for (const payee of payees) if ((roll -= payee.weight) < 0) return payee;
    return payees[0]!;
  };
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY) + 1;
  const recent = new Date(start + (days - 30) * DAY).toISOString().slice(0, 10);
  const list: Transaction[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start + Math.floor((i / count) * days) * DAY).toISOString().slice(0, 10);
    const payee = choose();
    const description = payee.describe(rng, date);
    const byRule = payee.rule !== undefined && rng() < 0.9;
    const pending = !byRule && (date >= recent ? rng() < 0.6 : rng() < 0.06);
    list.push({
      id: `txn-${String(i + 1).padStart(6, '0')}`,
      date,
      description,
      amount: payee.amount(rng),
      bankAccountId: payee.bankAccountId ?? 'checking',
      accountId: pending ? '' : payee.accountId,
      reference: payee.cheque ? (/CHECK (\d+)/.exec(description)?.[1] ?? '') : '',
      category: pending ? 'other' : payee.category,
      vendorId: payee.vendor ?? '',
      aiCategorized: byRule,
      reconciliationId: '',
      source: i % 10 === 0 ? 'manual' : 'import',
      externalId: i % 10 === 0 ? '' : `FIT${String(i + 1).padStart(8, '0')}`,
      bankPending: false,
      createdAt: at,
      createdBy: by,
    });
  }
  return list;
}
