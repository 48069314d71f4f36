import type { LedgerService, LogFn } from '@keel/core/server';

/**
 * The `ctx.ledger` every plugin gets: it hands each call to the plugin that keeps the ledger,
 * which may be mounted after the caller (plugins start in folder order), and answers 503 while
 * none does. A second provider is logged and ignored.
 */
export class LedgerProvider implements LedgerService {
  private keeper: { pluginId: string; ledger: LedgerService } | null = null;

  constructor(private readonly log: LogFn) {}

  provide(pluginId: string, ledger: LedgerService): void {
    if (this.keeper) {
      this.log(
        'error',
        `Plugin ${pluginId} also provides the ledger; ${this.keeper.pluginId} keeps it`,
      );
      return;
    }
    this.keeper = { pluginId, ledger };
  }

  post: LedgerService['post'] = async (companyId, entry) =>
    this.keeper
      ? this.keeper.ledger.post(companyId, entry)
      : { ok: false, status: 503, error: 'No plugin keeps the ledger: install Bookkeeping' };

  accounts: LedgerService['accounts'] = async (companyId) =>
    this.keeper ? this.keeper.ledger.accounts(companyId) : [];
}
