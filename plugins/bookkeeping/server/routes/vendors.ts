import type { ServerPluginContext } from '@keel/core/server';
import { VENDORS_TABLE, readVendors } from '../../domain/books';
import { openBooks } from '../books';
import { companyParamsSchema } from './company.schema';

/** GET /api/companies/:companyId/vendors. */
export function registerVendorRoutes({ companyRouter, data, log }: ServerPluginContext): void {
  companyRouter.get('/vendors', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const { store } = await openBooks({ data, log }, companyId);
    ctx.body = { vendors: readVendors(store.getTable(VENDORS_TABLE)) };
  });
}
