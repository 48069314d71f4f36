import { defineServerPlugin } from '@keel/core/server';
import { CompanyQueue } from './companyQueue';
import { guardRunTables } from './guards/guardRunTables';
import { PayrollVault } from './payrollVault';
import { registerEmployees } from './routes/registerEmployees';
import { registerNacha } from './routes/registerNacha';
import { registerPrenotes } from './routes/registerPrenotes';
import { registerRecords } from './routes/registerRecords';
import { registerRegisterCsv } from './routes/registerRegisterCsv';
import { registerRunDocuments } from './routes/registerRunDocuments';
import { registerRunStep } from './routes/registerRunStep';

/** The server half of Payroll: the wizard's save, the stored records and the run's files. */
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
  guardStore: guardRunTables,
});
