type Listener = () => void;

/**
 * Who listens to a company's stored threats, per company (`fraud.threats`' subscribe). Every write
 * of threats goes through the threat store, which tells them once it is on disk: a scan's findings
 * and a person's review alike (the threats tables take no writes through sync).
 */
export class ThreatSubscriptions {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Adds a listener of a company's threat changes; returns the function that removes it. */
  subscribe(companyId: string, listener: Listener): () => void {
    let set = this.listeners.get(companyId);
    if (!set) this.listeners.set(companyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(companyId) === set) this.listeners.delete(companyId);
    };
  }

  /** Tells a company's listeners that its threats changed, after the caller's write, never inside it. */
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
export const threatSubscriptions = new ThreatSubscriptions();
