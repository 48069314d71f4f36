import type { Store } from 'tinybase';

/** Stores whose closed period the server itself is writing right now (nesting counted). */
const allowed = new WeakMap<Store, number>();

/**
 * Runs `fn` with the closed-period guard letting the store's changes through: for the server's own
 * jobs (archiving a closed year) that must change rows in the closed period. `fn` must be
 * synchronous: the permission lasts only while it runs, so no write that arrives through sync (a
 * browser's) can happen inside it. Throws if `fn` returns a promise.
 */
export function withClosedPeriodWritesAllowed<T>(store: Store, fn: () => T): T {
  allowed.set(store, (allowed.get(store) ?? 0) + 1);
  let result: T;
  try {
    result = fn();
  } finally {
    const depth = (allowed.get(store) ?? 1) - 1;
    if (depth === 0) allowed.delete(store);
    else allowed.set(store, depth);
  }
  if (typeof (result as { then?: unknown } | null)?.then === 'function') {
    throw new TypeError('withClosedPeriodWritesAllowed needs a synchronous function');
  }
  return result;
}

/** Whether the server's own job is writing the store's closed period at this moment. */
export function closedPeriodWritesAllowed(store: Store): boolean {
  return allowed.has(store);
}
