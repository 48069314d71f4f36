type Listener = () => void;

/**
 * Who listens to a company's stored alerts, per company (`compliance.status`' subscribe). Each
 * writer of the alerts table tells them once its write is committed: a check, and a person's
 * PATCH or plan of an alert (the table takes no writes through sync).
 */
export class AlertSubscriptions {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Adds a listener of a company's alert changes; returns the function that removes it. */
  subscribe(companyId: string, listener: Listener): () => void {
    let set = this.listeners.get(companyId);
    if (!set) this.listeners.set(companyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(companyId) === set) this.listeners.delete(companyId);
    };
  }

  /** Tells a company's listeners that its alerts changed, after the caller's write, never inside it. */
  changed(companyId: string, onError: (error: unknown) => void): void {
    for (const listener of [...(this.listeners.get(companyId) ?? [])])
      queueMicrotask(() => {
        try {
          listener();
        } catch (error) {
          onError(error);
        }
      });
  }
}

/** The subscribers of this server process (company ids are unique, so one set serves every server). */
export const alertSubscriptions = new AlertSubscriptions();
