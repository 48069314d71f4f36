import type { Store } from 'tinybase';

/** Stores the payroll routes are writing right now (nesting counted). */
const writing = new WeakMap<Store, number>();

/**
 * Runs `fn`, the payroll routes' own write of runs or printed checks, with the guard letting it
 * through. `fn` must be synchronous: the permission lasts only while it runs, so no change that
 * arrives through sync can slip in with it.
 */
export function asPayrollServer<T>(store: Store, fn: () => T): T {
  writing.set(store, (writing.get(store) ?? 0) + 1);
  try {
    const result = fn();
    if (typeof (result as { then?: unknown } | null)?.then === 'function')
      throw new TypeError('asPayrollServer needs a synchronous function');
    return result;
  } finally {
    const depth = (writing.get(store) ?? 1) - 1;
    if (depth === 0) writing.delete(store);
    else writing.set(store, depth);
  }
}

/** Whether a payroll route is writing the store at this moment. */
export function isPayrollServerWriting(store: Store): boolean {
  return writing.has(store);
}
