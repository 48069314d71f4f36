import { defineServerPlugin, provideService } from '@keel/core/server';
import { payrollDepositsRef, payrollFactsRef } from '../domain/public';
import { CompanyQueue } from './companyQueue';
import { depositHoldService } from './depositHoldService';
import { guardRunTables } from './guards/guardRunTables';
import { payrollFactsService } from './payrollFactsService';
import { payrollSubscriptions } from './payrollSubscriptions';
import { PayrollVault } from './payrollVault';
import { registerEmployees } from './routes/registerEmployees';
import { registerNacha } from './routes/registerNacha';
import { registerPrenotes } from './routes/registerPrenotes';
import { registerRecords } from './routes/registerRecords';
import { registerRegisterCsv } from './routes/registerRegisterCsv';
import { registerRunDocuments } from './routes/registerRunDocuments';
import { registerRunStep } from './routes/registerRunStep';

/**
 * The server half of Payroll: the wizard's save, the stored records, the run's files, and the
 * payroll facts other plugins read (`payroll.facts`) and the deposit holds Fraud Detection asks for
 * (`payroll.deposits`).
 */
export const serverPlugin = defineServerPlugin({
  id: 'payroll',
  init(ctx) {
    const vault = new PayrollVault(ctx.files, ctx.secrets);
    const queue = new CompanyQueue();
    registerRunStep(ctx, vault, queue);
    registerEmployees(ctx, vault);
    registerRecords(ctx);
    registerNacha(ctx, vault);
    registerPrenotes(ctx, vault);
    registerRegisterCsv(ctx);
    registerRunDocuments(ctx, vault, queue);
  },
  services: [
    provideService(payrollFactsRef, payrollFactsService),
    provideService(payrollDepositsRef, depositHoldService),
  ],
  guardStore(store, where, log) {
    const stopGuard = guardRunTables(store, where, log);
    const stopWatching = payrollSubscriptions.watch(store, where.companyId, log);
    return () => {
      stopGuard();
      stopWatching();
    };
  },
});
