import { randomUUID } from 'node:crypto';
import { clockServiceRef, validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { complianceRoutes } from '../../domain/routes';
import { itemsParamsSchema } from './items.schema';

const writers = ['owner', 'admin', 'accountant', 'cpa', 'bookkeeper'] as const;

/** GET and POST /api/compliance/companies/:companyId/items: validate, check the role, read or write the store. */
export function registerItemRoutes({ router, data, auth, services }: ServerPluginContext): void {
  // A service plugin.ts `uses`: here the core's clock, so a test can set the date.
  const clock = services.get(clockServiceRef);

  router.get(complianceRoutes.items.path, async (ctx) => {
    const { companyId } = itemsParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId);
    const store = await data.store(companyId);
    ctx.body = { items: Object.entries(store.getTable('items')).map(([id, row]) => ({ id, ...row })) };
  });

  router.post(complianceRoutes.addItem.path, async (ctx) => {
    const { companyId } = itemsParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, writers);
    const parsed = complianceRoutes.addItem.body.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    const store = await data.store(companyId);
    const id = randomUUID();
    const item = { title: parsed.data.title, createdAt: clock.now().toISOString() };
    store.setRow('items', id, item);
    await data.commit(companyId);
    ctx.status = 201;
    ctx.body = { item: { id, ...item } };
  });
}
