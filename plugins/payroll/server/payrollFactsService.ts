import { localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { employeeYearTotals } from '../domain/facts/employeeYearTotals';
import { payrollFacts } from '../domain/facts/payrollFacts';
import { mayReadPayroll } from '../domain/facts/readAccess';
import type { PayrollFactsService } from '../domain/public';
import { openPayroll } from './payrollStore';
import { payrollSubscriptions } from './payrollSubscriptions';
import { readBankChanges } from '../domain/facts/bankChanges';
import { readCompanyBankChanges } from '../domain/facts/companyBankChanges';
import { payrollControls } from '../domain/facts/payrollControls';
import { PayrollVault } from './payrollVault';
import { sealedFacts } from './sealedFacts';
import { employeesPaidIntoVendorAccounts } from './vendorAccounts';
import { readSealing } from '../domain/facts/sealing';

/**
 * The `payroll.facts` service on the server: the asker's company's facts as of the server's
 * today, read from its payroll document. A role without payroll access gets `no-access`, and the
 * document is not even opened for it. Subscribers hear of every change to the payroll document.
 */
export function payrollFactsService({
  data,
  clock,
  files,
  secrets,
  services,
}: ServerPluginContext): PayrollFactsService {
  const vault = new PayrollVault(files, secrets);
  return {
    async read(asker) {
      if (!mayReadPayroll(asker.role)) return { status: 'no-access' };
      const books = await openPayroll(data, asker.companyId);
      return { status: 'ready', facts: payrollFacts(books, localToday(clock.now())) };
    },
    async employeeYearTotals(asker, year) {
      if (!mayReadPayroll(asker.role)) return { status: 'no-access' };
      const books = await openPayroll(data, asker.companyId);
      return { status: 'ready', totals: employeeYearTotals(books, year) };
    },
    async controls(asker) {
      if (!mayReadPayroll(asker.role)) return { status: 'no-access' };
      const books = await openPayroll(data, asker.companyId);
      const contents = await vault.read(asker.companyId);
      const sealed = sealedFacts(
        contents,
        await employeesPaidIntoVendorAccounts(services, secrets, asker.companyId, contents),
      );
      return {
        status: 'ready',
        controls: payrollControls(
          books,
          readBankChanges(books.store),
          sealed,
          readCompanyBankChanges(books.store),
        ),
      };
    },
    sealing: async (asker) =>
      mayReadPayroll(asker.role)
        ? {
            status: 'ready',
            sealing: readSealing((await openPayroll(data, asker.companyId)).store, clock.now()),
          }
        : { status: 'no-access' },
    subscribe: (companyId, listener) => payrollSubscriptions.subscribe(companyId, listener),
  };
}
