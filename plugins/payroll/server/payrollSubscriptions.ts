import { CompanyListeners, type LogFn } from '@keel/core/server';
import type { Store } from 'tinybase';

/**
 * Who listens to a company's payroll facts, per company. Every time the server loads a company's
 * payroll document it watches the store (`watch`, from Payroll's guardStore), so a change reaches
 * the listeners whichever way it came (a wizard step, an approval, a removed employee); a company
 * whose payroll is not in memory cannot change.
 */
export class PayrollSubscriptions {
  private readonly listeners = new CompanyListeners();

  /** Adds a listener of a company's payroll changes; returns the function that removes it. */
  subscribe(companyId: string, listener: () => void): () => void {
    return this.listeners.subscribe(companyId, listener);
  }

  /** Follows a loaded payroll store until the returned function is called (the store is unloaded). */
  watch(store: Store, companyId: string, log: LogFn): () => void {
    const id = store.addDidFinishTransactionListener(() => {
      const [changedCells] = store.getTransactionChanges();
      if (Object.keys(changedCells).length === 0) return;
      this.listeners.tell(companyId, undefined, (error) =>
        log('error', 'payroll: a facts subscriber failed', { companyId, error: String(error) }),
      );
    });
    return () => {
      store.delListener(id);
    };
  }
}

/** The subscribers of this server process (company ids are unique, so one set serves every server). */
export const payrollSubscriptions = new PayrollSubscriptions();
