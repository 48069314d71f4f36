import type { Cents } from '@keel/core/domain';
import {
  NEXT_DAY_DEPOSIT_CENTS,
  depositDueDate,
  depositSchedule,
  lookbackPeriod,
  nextDayDepositDueDate,
  semiweeklyPeriod,
  type DepositSchedule,
} from './depositSchedule';
import { quarterOf, type YearQuarter } from './formDueDates';
import { toUtcDate, yearOf } from './isoDate';

/** A completed run's payday and its federal deposit (Form 941) liability. */
export interface RunLiability {
  id: string;
  payDate: string;
  /** Employee federal income tax, both shares of Social Security and Medicare, Additional Medicare. */
  depositLiabilityCents: Cents;
}

/** One federal tax deposit the company owes (shared/tax/us-payroll-2026.md §3.1). */
export interface FederalTaxDeposit {
  dueDate: string;
  /** The Form 941 quarter of the liability: a period spanning two quarters needs two deposits. */
  quarter: YearQuarter;
  /** The paydays it pays for, in date order. */
  paydays: string[];
  amountCents: Cents;
  schedule: DepositSchedule;
  /** Due the next business day because the period's liability reached $100,000 that day. */
  nextDay: boolean;
}

/** The deposit period being accumulated: a month or a semiweekly period, and its due date. */
interface DepositPeriod {
  key: string;
  schedule: DepositSchedule;
  dueDate: string;
}

interface Payday {
  date: string;
  cents: Cents;
}

function liabilityByPayday(runs: readonly RunLiability[]): Payday[] {
  const byDate = new Map<string, Cents>();
  for (const run of runs) {
    toUtcDate(run.payDate);
    const cents = run.depositLiabilityCents;
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new RangeError(`Run ${run.id}: deposit liability must be whole cents, not negative`);
    }
    byDate.set(run.payDate, (byDate.get(run.payDate) ?? 0) + cents);
  }
  return [...byDate]
    .map(([date, cents]) => ({ date, cents }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** §3.1: the federal deposit liability of the runs paid in a year's lookback period. */
export function lookbackLiability(runs: readonly RunLiability[], year: number): Cents {
  const { from, to } = lookbackPeriod(year);
  return runs
    .filter((run) => run.payDate >= from && run.payDate <= to)
    .reduce((sum, run) => sum + run.depositLiabilityCents, 0);
}

/**
 * §3.1: a year's deposit schedule from the runs' liability in its lookback period (a new
 * employer, with none, is monthly).
 */
export function lookbackDepositSchedule(
  runs: readonly RunLiability[],
  year: number,
): DepositSchedule {
  return depositSchedule(lookbackLiability(runs, year));
}

function splitByQuarter(
  paydays: readonly Payday[],
  dueDate: string,
  schedule: DepositSchedule,
  nextDay: boolean,
): FederalTaxDeposit[] {
  const byQuarter = new Map<string, FederalTaxDeposit>();
  for (const { date, cents } of paydays) {
    const quarter = quarterOf(date);
    const key = `${quarter.year}-${quarter.quarter}`;
    const deposit = byQuarter.get(key) ?? {
      dueDate,
      quarter,
      paydays: [],
      amountCents: 0,
      schedule,
      nextDay,
    };
    deposit.paydays.push(date);
    deposit.amountCents += cents;
    byQuarter.set(key, deposit);
  }
  return [...byQuarter.values()].filter((deposit) => deposit.amountCents > 0);
}

/**
 * The federal tax deposits of completed runs (§3.1). Each payday's year has the schedule of its
 * lookback period. Within a deposit period (a month, or a semiweekly Wednesday-Friday or
 * Saturday-Tuesday) liability accumulates by payday; the day it reaches $100,000 the accumulated
 * amount is due the next business day and accumulation restarts, and a monthly depositor becomes
 * semiweekly for the rest of that year and all of the next. Deposits of nothing are left out.
 */
export function federalTaxDeposits(runs: readonly RunLiability[]): FederalTaxDeposit[] {
  const paydays = liabilityByPayday(runs);
  const schedules = new Map<number, DepositSchedule>();
  let semiweeklyAfter: string | null = null;
  let semiweeklyThroughYear = 0;
  const scheduleOf = (date: string): DepositSchedule => {
    const year = yearOf(date);
    if (semiweeklyAfter !== null && date > semiweeklyAfter && year <= semiweeklyThroughYear) {
      return 'semiweekly';
    }
    const known = schedules.get(year) ?? lookbackDepositSchedule(runs, year);
    schedules.set(year, known);
    return known;
  };

  const deposits: FederalTaxDeposit[] = [];
  let period = null as DepositPeriod | null;
  let open: Payday[] = [];
  let accumulated = 0;
  const close = (dueDate: string, schedule: DepositSchedule, nextDay: boolean) => {
    deposits.push(...splitByQuarter(open, dueDate, schedule, nextDay));
    open = [];
    accumulated = 0;
  };

  for (const payday of paydays) {
    const schedule = scheduleOf(payday.date);
    const key =
      schedule === 'monthly' ? payday.date.slice(0, 7) : semiweeklyPeriod(payday.date).from;
    if (period?.key !== key || period.schedule !== schedule) {
      if (period) close(period.dueDate, period.schedule, false);
      period = { key, schedule, dueDate: depositDueDate(payday.date, schedule) };
    }
    open.push(payday);
    accumulated += payday.cents;
    if (accumulated >= NEXT_DAY_DEPOSIT_CENTS) {
      close(nextDayDepositDueDate(payday.date), schedule, true);
      if (schedule === 'monthly') {
        semiweeklyAfter = payday.date;
        semiweeklyThroughYear = yearOf(payday.date) + 1;
      }
    }
  }
  if (period) close(period.dueDate, period.schedule, false);
  return deposits.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/**
 * The schedule the federal taxes of a payday on `date` are deposited on, as federalTaxDeposits
 * decides it: semiweekly when the $100,000 next-day rule struck a monthly depositor on an earlier
 * payday of the same year or the year before, else the lookback rule's for the year (§3.1).
 */
export function depositScheduleOn(runs: readonly RunLiability[], date: string): DepositSchedule {
  const year = yearOf(date);
  let struckOn: string | null = null;
  for (const deposit of federalTaxDeposits(runs.filter((run) => run.payDate < date)))
    if (deposit.nextDay && deposit.schedule === 'monthly') {
      const last = deposit.paydays[deposit.paydays.length - 1]!;
      if (struckOn === null || last > struckOn) struckOn = last;
    }
  if (struckOn !== null && year <= yearOf(struckOn) + 1) return 'semiweekly';
  return lookbackDepositSchedule(runs, year);
}
