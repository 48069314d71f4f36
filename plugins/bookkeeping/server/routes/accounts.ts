import { centsToDecimal } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { balancesOf, openBooks } from '../books';
import type { ApiAccount } from './accounts.schema';
import { companyParamsSchema } from './company.schema';

/** GET /api/companies/:companyId/accounts: the chart of accounts with each balance. */
export function registerAccountRoutes({ companyRouter, data, log }: ServerPluginContext): void {
  companyRouter.get('/accounts', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const { ledger } = await openBooks({ data, log }, companyId);
    const balances = balancesOf(ledger);
    const accounts: ApiAccount[] = [...ledger.snapshot().accounts]
      .sort((a, b) => a.number.localeCompare(b.number) || a.id.localeCompare(b.id))
      .map((account) => ({
        id: account.id,
        name: account.name,
        type: account.type,
        subtype: account.subtype,
        accountNumber: account.number,
        balance: centsToDecimal(balances.get(account.id) ?? 0),
      }));
    ctx.body = { accounts };
  });
}
