import type { ServerPluginContext } from '@keel/core/server';
import { missingYearMessage } from '../domain/figures/taxYears';
import { findOpportunities } from '../domain/opportunities/findOpportunities';
import type { TaxOpportunitiesService } from '../domain/public';
import { implementedIds } from './routes/decisions';
import type { taxPositionReader } from './taxReader';

/**
 * `tax.opportunities`: the rules run over the books as they are now (not the last Run Analysis,
 * which may be old), as the asking member's role may see them, marked when implemented.
 */
export function opportunitiesService(
  ctx: ServerPluginContext,
  read: ReturnType<typeof taxPositionReader>,
): TaxOpportunitiesService {
  return {
    async read(asker) {
      const position = await read({
        companyId: asker.companyId,
        role: asker.role,
        userId: asker.userId ?? null,
      });
      if (!position.ruleContext)
        return {
          asOf: position.asOf,
          opportunities: [],
          reason: missingYearMessage(Number(position.asOf.slice(0, 4))),
        };
      const implemented = await implementedIds(ctx.data, asker.companyId);
      const found = await findOpportunities(position.ruleContext);
      return {
        asOf: position.asOf,
        opportunities: found.map((o) => ({ ...o, implemented: implemented.has(o.id) })),
        reason: null,
      };
    },
  };
}
