import type { JournalEntry, JournalLine } from '@keel/core/domain';

/** A deterministic PRNG (mulberry32): the same seed always gives the same company. */
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
const dr = (accountId: string, debit: number): JournalLine => ({ accountId, debit, credit: 0 });
const cr = (accountId: string, credit: number): JournalLine => ({ accountId, debit: 0, credit });

/** One kind of everyday transaction: its line count, how often it happens, and its lines. */
interface Kind {
  lines: number;
  weight: number;
  memo: string;
  make: (rng: Rng) => JournalLine[];
}

const cardCategories = ['meals', 'office-supplies', 'software', 'travel', 'advertising'] as const;
const TAX_RATE = 0.0825;

// Everyday activity of a busy shop with a service side; weights are relative frequencies.
const kinds: Kind[] = [
  {
    lines: 3,
    weight: 30,
    memo: 'Counter sale',
    make: (rng) => {
      const net = int(rng, 500, 60_000);
      const tax = Math.round(net * TAX_RATE);
      return [dr('checking', net + tax), cr('sales', net), cr('sales-tax-payable', tax)];
    },
  },
  {
    lines: 4,
    weight: 12,
    memo: 'Sale from stock',
    make: (rng) => {
      const price = int(rng, 2_000, 150_000);
      const cost = Math.round(price * (0.35 + rng() * 0.25));
      return [dr('checking', price), cr('sales', price), dr('cogs', cost), cr('inventory', cost)];
    },
  },
  {
    lines: 3,
    weight: 4,
    memo: 'Discounted sale',
    make: (rng) => {
      const list = int(rng, 5_000, 80_000);
      const discount = Math.round(list * pick(rng, [0.05, 0.1, 0.15]));
      return [dr('checking', list - discount), dr('discounts-given', discount), cr('sales', list)];
    },
  },
  {
    lines: 2,
    weight: 10,
    memo: 'Service invoice',
    make: (rng) => {
      const amount = int(rng, 25_000, 900_000);
      return [dr('accounts-receivable', amount), cr('service-revenue', amount)];
    },
  },
  {
    lines: 2,
    weight: 9,
    memo: 'Customer payment',
    make: (rng) => {
      const amount = int(rng, 25_000, 900_000);
      return [dr('checking', amount), cr('accounts-receivable', amount)];
    },
  },
  {
    lines: 2,
    weight: 18,
    memo: 'Card purchase',
    make: (rng) => {
      const amount = int(rng, 300, 45_000);
      return [dr(pick(rng, cardCategories), amount), cr('credit-card', amount)];
    },
  },
  {
    lines: 2,
    weight: 5,
    memo: 'Inventory bill',
    make: (rng) => {
      const amount = int(rng, 50_000, 1_500_000);
      return [dr('inventory', amount), cr('accounts-payable', amount)];
    },
  },
  {
    lines: 2,
    weight: 5,
    memo: 'Bill payment',
    make: (rng) => {
      const amount = int(rng, 50_000, 1_500_000);
      return [dr('accounts-payable', amount), cr('checking', amount)];
    },
  },
  {
    lines: 2,
    weight: 3,
    memo: 'Card payment',
    make: (rng) => {
      const amount = int(rng, 20_000, 400_000);
      return [dr('credit-card', amount), cr('checking', amount)];
    },
  },
  {
    lines: 2,
    weight: 2,
    memo: 'Petty cash spend',
    make: (rng) => {
      const amount = int(rng, 100, 5_000);
      return [dr(pick(rng, ['meals', 'office-supplies']), amount), cr('petty-cash', amount)];
    },
  },
  {
    lines: 2,
    weight: 2,
    memo: 'Bank fee',
    make: (rng) => {
      const amount = int(rng, 100, 3_500);
      return [dr('bank-fees', amount), cr('checking', amount)];
    },
  },
];

/** Monthly and twice-monthly obligations: rent, payroll, loan, utilities, insurance... */
function recurring(rng: Rng, date: string): { memo: string; lines: JournalLine[] }[] {
  const day = Number(date.slice(8, 10));
  const out: { memo: string; lines: JournalLine[] }[] = [];
  if (day === 1) out.push({ memo: 'Rent', lines: [dr('rent', 850_000), cr('checking', 850_000)] });
  if (day === 5) {
    const interest = int(rng, 60_000, 90_000);
    out.push({
      memo: 'Loan payment',
      lines: [
        dr('loan-payable', 250_000 - interest),
        dr('interest-expense', interest),
        cr('checking', 250_000),
      ],
    });
  }
  if (day === 15 || day === 28) {
    const wages = int(rng, 4_200_000, 4_800_000);
    const withheld = Math.round(wages * 0.22);
    const employer = Math.round(wages * 0.0765);
    out.push({
      memo: 'Payroll',
      lines: [
        dr('payroll-wages', wages),
        dr('payroll-taxes', employer),
        cr('checking', wages - withheld),
        cr('payroll-liabilities', withheld + employer),
      ],
    });
  }
  if (day === 20) {
    const deposit = int(rng, 2_500_000, 3_200_000);
    out.push({
      memo: 'Payroll tax deposit',
      lines: [dr('payroll-liabilities', deposit), cr('checking', deposit)],
    });
    const salesTax = int(rng, 1_500_000, 2_500_000);
    out.push({
      memo: 'Sales tax filing',
      lines: [dr('sales-tax-payable', salesTax), cr('checking', salesTax)],
    });
  }
  if (day === 12) {
    const power = int(rng, 90_000, 240_000);
    out.push({ memo: 'Utilities', lines: [dr('utilities', power), cr('checking', power)] });
    out.push({ memo: 'Insurance', lines: [dr('insurance', 120_000), cr('checking', 120_000)] });
  }
  if (day === 25) {
    out.push({
      memo: 'Depreciation',
      lines: [dr('depreciation', 95_000), cr('accumulated-depreciation', 95_000)],
    });
    const interest = int(rng, 1_000, 9_000);
    out.push({
      memo: 'Savings interest',
      lines: [dr('savings', interest), cr('interest-income', interest)],
    });
  }
  return out;
}

/** A generated company's entries, first and last date, and line count. */
export interface GeneratedCompany {
  entries: JournalEntry[];
  from: string;
  to: string;
  lines: number;
}

/**
 * A company with exactly `lineCount` journal lines over `months` months from 2024-01-01: an
 * opening entry, monthly obligations, and everyday activity spread evenly over the days. Every
 * entry balances and every amount is whole cents; the same seed gives the same company.
 */
export function generateCompany(
  lineCount: number,
  months = 36,
  seed = 20_240_101,
): GeneratedCompany {
  const rng = mulberry32(seed);
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2024, months, 1);
  const days = Math.round((end - start) / 86_400_000);
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const entries: JournalEntry[] = [];
  let lines = 0;
  const push = (date: string, memo: string, entryLines: JournalLine[]) => {
    const n = entries.length;
    entries.push({
      id: `e${String(n).padStart(7, '0')}`,
      date,
      memo: `${memo} ${n}`,
      ...(n % 3 === 0 ? { reference: `REF-${n}` } : {}),
      lines: entryLines,
    });
    lines += entryLines.length;
  };
  const first = new Date(start).toISOString().slice(0, 10);
  push(first, 'Opening: owner investment and bank loan', [
    dr('checking', 25_000_000),
    cr('owners-capital', 15_000_000),
    cr('loan-payable', 10_000_000),
  ]);
  for (let d = 0; d < days; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const budget = Math.round((lineCount * (d + 1)) / days);
    for (const { memo, lines: due } of recurring(rng, date)) {
      if (lineCount - lines >= due.length + 2 || lineCount - lines === due.length)
        push(date, memo, due);
    }
    while (lines < budget) {
      let r = rng() * totalWeight;
      let kind = kinds[0]!;
      for (const k of kinds)
        if ((r -= k.weight) < 0) {
          kind = k;
          break;
        }
      const left = lineCount - lines;
      // Never leave a single line over: the last entries take exactly what is left.
      if (left - kind.lines === 1 || left < kind.lines) kind = left === 3 ? kinds[0]! : kinds[3]!;
      push(date, kind.memo, kind.make(rng));
    }
  }
  return { entries, from: first, to: entries[entries.length - 1]!.date, lines };
}
