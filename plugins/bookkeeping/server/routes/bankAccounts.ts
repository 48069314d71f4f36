import { centsToDecimal } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { BANK_ACCOUNTS_TABLE, readBankAccounts } from '../../domain/books';
import { balancesOf, openBooks } from '../books';
import type { ApiBankAccount } from './bankAccounts.schema';
import { companyParamsSchema } from './company.schema';

/** GET /api/companies/:companyId/bank-accounts: the chart's bank and cash accounts with their banks. */
export function registerBankAccountRoutes({ companyRouter, data, log }: ServerPluginContext): void {
  companyRouter.get('/bank-accounts', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const { store, ledger } = await openBooks({ data, log }, companyId);
    const balances = balancesOf(ledger);
    const bankAccounts: ApiBankAccount[] = readBankAccounts(
      ledger.snapshot().accounts,
      store.getTable(BANK_ACCOUNTS_TABLE),
    ).map(({ account, details }) => ({
      id: account.id,
      name: account.name,
      bankName: details?.bankName || account.name,
      accountType: details?.accountType ?? '',
      mask: details?.mask ?? '',
      balance: centsToDecimal(balances.get(account.id) ?? 0),
      connection: details?.connection || 'none',
      lastSyncedAt: details?.lastSyncedAt || null,
    }));
    ctx.body = { bankAccounts };
  });
}
