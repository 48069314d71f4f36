import { businessDayOnOrAfter, addDays, dayIn, daysBetween } from '../calendar';
import { randomFor } from '../prng';
import { bankLine, checkingLine, type DemoContext, type PlannedLine } from './plannedLine';

/** Checking keeps at least this after a draw or a transfer to savings. */
const CUSHION = 2_500_000;
/** Below this the owner puts money in (never happens with the demo's figures, but holds for any). */
const FLOOR = 1_000_000;

/** Checking's balance at the end of each day of the history, kept current as lines are added. */
class DailyBalance {
  private readonly days: number[];
  constructor(
    private readonly start: string,
    count: number,
  ) {
    this.days = new Array<number>(count).fill(0);
  }
  add(date: string, amount: number): void {
    for (let d = Math.max(0, daysBetween(this.start, date)); d < this.days.length; d += 1)
      this.days[d]! += amount;
  }
  /** The lowest end-of-day balance from a date on. */
  lowestFrom(date: string): number {
    return Math.min(...this.days.slice(Math.max(0, daysBetween(this.start, date))));
  }
  /** The first day ending below a floor, or null. */
  firstBelow(floor: number): string | null {
    const d = this.days.findIndex((balance) => balance < floor);
    return d < 0 ? null : addDays(this.start, d);
  }
}

function transferPair(date: string, cents: number): PlannedLine[] {
  const common = { date, accountId: 'transfers-in-transit', category: 'transfer' as const };
  return [
    checkingLine({ ...common, description: 'ONLINE TRANSFER TO SAV ...5530', amount: -cents }),
    bankLine('savings', {
      ...common,
      description: 'ONLINE TRANSFER FROM CHK ...4821',
      amount: cents,
    }),
  ];
}

/**
 * The owner's cash decisions, made against checking's running balance so it never goes below
 * zero on any day: the opening capital contribution, a few draws, and a transfer of spare cash
 * to savings every quarter, each only when checking keeps a cushion on every later day.
 */
export function treasury(context: DemoContext, lines: readonly PlannedLine[]): PlannedLine[] {
  const random = randomFor(context.seed, 'treasury');
  const start = context.months[0]?.first ?? context.today;
  const balance = new DailyBalance(start, daysBetween(start, context.today) + 1);
  for (const line of lines)
    if (line.bankAccountId === 'checking') balance.add(line.date, line.amount);
  const added: PlannedLine[] = [];
  const add = (line: PlannedLine) => {
    added.push(line);
    if (line.bankAccountId === 'checking') balance.add(line.date, line.amount);
  };
  const contribution = (date: string, cents: number) =>
    checkingLine({
      date,
      description: 'ONLINE TRANSFER FROM CHK ...7702 OWNER CAPITAL',
      amount: cents,
      accountId: 'owners-capital',
      category: 'other',
    });

  add(contribution(start, 2_000_000));
  for (let low = balance.firstBelow(FLOOR); low !== null; low = balance.firstBelow(FLOOR))
    add(contribution(low, Math.ceil((2 * FLOOR - balance.lowestFrom(low)) / 100_000) * 100_000));

  const drawMonths = new Set<number>();
  while (drawMonths.size < 6) drawMonths.add(random.int(3, 23));
  for (const month of context.months) {
    if (drawMonths.has(month.index)) {
      const date = businessDayOnOrAfter(dayIn(month, random.int(16, 24)));
      const cents = random.int(8, 18) * 50_000;
      if (date <= context.today && balance.lowestFrom(date) - cents >= CUSHION)
        add(
          checkingLine({
            date,
            description: 'ONLINE TRANSFER TO CHK ...7702 OWNER DRAW',
            amount: -cents,
            accountId: 'owners-draw',
            category: 'other',
          }),
        );
    }
    if (month.index % 3 === 2) {
      const date = businessDayOnOrAfter(dayIn(month, 10));
      const spare = Math.min(3_000_000, (balance.lowestFrom(date) - CUSHION) * 0.6);
      const cents = Math.floor(spare / 500_000) * 500_000;
      if (date <= context.today && cents > 0)
        for (const line of transferPair(date, cents)) add(line);
    }
  }
  return added;
}
