/**
 * Runs one company's payroll changes one after another (a run processed, approved, discarded or
 * voided, checks printed): each reads the runs, may wait on the ledger or the vault, then writes,
 * so two at once could act on the same run twice.
 */
export class CompanyQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(companyId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(companyId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(work);
    const tail = next.catch(() => {});
    this.tails.set(companyId, tail);
    void tail.then(() => {
      if (this.tails.get(companyId) === tail) this.tails.delete(companyId);
    });
    return next;
  }
}
