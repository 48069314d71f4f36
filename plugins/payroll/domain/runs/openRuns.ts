import type { PayrollRunRecord } from './payrollRunRecord';

/** A run not yet approved (processing, pending, error): it can be discarded or replaced. */
export function isOpenRun(run: Pick<PayrollRunRecord, 'status'>): boolean {
  return run.status !== 'completed' && run.status !== 'void';
}

/** A run waiting for Approve & Distribute. */
export function awaitsApproval(run: Pick<PayrollRunRecord, 'status'>): boolean {
  return run.status === 'processing' || run.status === 'pending';
}

/**
 * The open runs whose pay period shares a day with `period`: a pay period has at most one open
 * run, so processing it again replaces these. Overlap, not equality, so a change of pay frequency
 * cannot open a second run over days an open one already pays.
 */
export function openRunsOverlapping(
  runs: readonly PayrollRunRecord[],
  period: { periodStart: string; periodEnd: string },
): PayrollRunRecord[] {
  return runs.filter(
    (run) =>
      isOpenRun(run) && run.periodStart <= period.periodEnd && period.periodStart <= run.periodEnd,
  );
}

/** Every check number a run holds or a printed check spent: none may be given again. */
export function checkNumbersInUse(
  runs: readonly Pick<PayrollRunRecord, 'paychecks'>[],
  printed: readonly { number: number }[],
): Set<number> {
  const used = new Set(printed.map((check) => check.number));
  for (const run of runs)
    for (const paycheck of run.paychecks)
      if (paycheck.checkNumber !== undefined) used.add(paycheck.checkNumber);
  return used;
}
