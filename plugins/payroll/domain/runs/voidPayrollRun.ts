import type { JournalEntry } from '@keel/core/domain';
import {
  payrollRunEntry,
  standardPayrollAccounts,
  voidPayrollRunEntry,
  type PayrollAccounts,
} from '../posting';
import { runTotals } from './approvePayrollRun';
import { isOpenRun } from './openRuns';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused } from './planPayrollRun';

/**
 * Void an approved run: the run marked void (its direct deposits and checks with it) and the
 * entry reversing the one its approval posted, dated `voidDate`, which may not come before the
 * pay date. Only an approved run can be voided; an open one is discarded instead.
 */
export function voidPayrollRun(
  run: PayrollRunRecord,
  who: { by: string; at: string; voidDate: string },
  accounts: PayrollAccounts = standardPayrollAccounts,
): { run: PayrollRunRecord; entry: JournalEntry } {
  if (run.status === 'void') throw new PayrollRunRefused('This payroll run is already void');
  if (run.status !== 'completed')
    throw new PayrollRunRefused('Only an approved payroll run can be voided; discard it instead');
  if (who.voidDate < run.payDate)
    throw new PayrollRunRefused(`The void date may not be before the pay date ${run.payDate}`);
  const entry = voidPayrollRunEntry(
    payrollRunEntry(run, runTotals(run), accounts),
    run,
    who.voidDate,
  );
  return {
    run: {
      ...run,
      status: 'void',
      voidedAt: who.at,
      voidedBy: who.by,
      voidDate: who.voidDate,
      voidEntryId: entry.id,
    },
    entry,
  };
}

/** Refuses to discard a run that is not open: an approved run is voided, never discarded. */
export function checkDiscardable(run: PayrollRunRecord): void {
  if (isOpenRun(run)) return;
  throw new PayrollRunRefused(
    run.status === 'void'
      ? 'This payroll run is void'
      : 'An approved payroll run cannot be discarded; void it instead',
  );
}
