import type { ServerPluginContext } from '@keel/core/server';
import type { ComplianceStatusService } from '../domain/public';
import { statusOf } from '../domain/statusOf';
import { alertSubscriptions } from './alertSubscriptions';
import { latestRun } from './latestRun';
import { storedAlerts } from './saveCheck';

/** `compliance.status` on the server: the latest check's scores and the open alerts of a company. */
export function complianceStatusService(ctx: ServerPluginContext): ComplianceStatusService {
  return {
    async read(companyId) {
      return statusOf(await latestRun(ctx, companyId), [
        ...(await storedAlerts(ctx, companyId)).values(),
      ]);
    },
    subscribe: (companyId, listener) => alertSubscriptions.subscribe(companyId, listener),
  };
}
