/**
 * A server plugin service's subscribers, per company (the `subscribe` of the ledger service,
 * payroll facts, fraud threats, compliance status). `tell` calls a company's listeners after the
 * caller's write, never inside it (each in a microtask of its own, so a listener cannot hold the
 * write up or undo it), and hands a listener's error to `onError`.
 */
export class CompanyListeners<T = void> {
  private readonly listeners = new Map<string, Set<(value: T) => void>>();

  /** Adds a listener of a company's changes; returns the function that removes it. */
  subscribe(companyId: string, listener: (value: T) => void): () => void {
    let set = this.listeners.get(companyId);
    if (!set) this.listeners.set(companyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(companyId) === set) this.listeners.delete(companyId);
    };
  }

  /** Tells a company's listeners of `value`, after the caller's write. */
  tell(companyId: string, value: T, onError: (error: unknown) => void): void {
    for (const listener of [...(this.listeners.get(companyId) ?? [])])
      queueMicrotask(() => {
        try {
          listener(value);
        } catch (error) {
          onError(error);
        }
      });
  }
}
