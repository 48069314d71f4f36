import { localToday } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { payrollFacts } from '../domain/facts/payrollFacts';
import { mayReadPayroll } from '../domain/facts/readAccess';
import type { PayrollFactsService } from '../domain/public';
import { openPayroll } from './payrollStore';
import { payrollSubscriptions } from './payrollSubscriptions';

/**
 * The `payroll.facts` service on the server: the asker's company's facts as of the server's
 * today, read from its payroll document. A role without payroll access gets `no-access`, and the
 * document is not even opened for it. Subscribers hear of every change to the payroll document.
 */
export function payrollFactsService({ data, clock }: ServerPluginContext): PayrollFactsService {
  return {
    async read(asker) {
      if (!mayReadPayroll(asker.role)) return { status: 'no-access' };
      const books = await openPayroll(data, asker.companyId);
      return { status: 'ready', facts: payrollFacts(books, localToday(clock.now())) };
    },
    subscribe: (companyId, listener) => payrollSubscriptions.subscribe(companyId, listener),
  };
}
