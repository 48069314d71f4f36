import { notificationsServiceRef } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { alertIdOf, alertSchema, mergeAlerts, type Alert } from '../domain/alerts';
import { scoresOf, scoresSchema, type CheckRun } from '../domain/checkRun';
import { parseJsonCell } from '../domain/parseJson';
import { LATEST_ROW } from '../domain/schema';
import { ACTOR_ROLES } from './actors';
import { alertSubscriptions } from './alertSubscriptions';

/** How many past checks the history keeps for the trend. */
export const HISTORY_KEPT = 90;

/** The stored alerts of a company, by row id. */
export async function storedAlerts(
  ctx: ServerPluginContext,
  companyId: string,
): Promise<Map<string, Alert>> {
  const store = await ctx.data.store(companyId);
  const alerts = new Map<string, Alert>();
  for (const [id, row] of Object.entries(store.getTable('alerts'))) {
    const alert = parseJsonCell(alertSchema, row.record);
    if (alert) alerts.set(id, alert);
  }
  return alerts;
}

/** The stored scores of past checks, oldest first. */
export async function storedHistory(
  ctx: ServerPluginContext,
  companyId: string,
): Promise<{ checkedAt: string; scores: Record<string, number | null> }[]> {
  const store = await ctx.data.store(companyId);
  return Object.values(store.getTable('history'))
    .map((row) => ({
      checkedAt: String(row.checkedAt),
      scores: parseJsonCell(scoresSchema, row.scores) ?? {},
    }))
    .sort((a, b) => a.checkedAt.localeCompare(b.checkedAt));
}

/** Tells `compliance.status`' subscribers that a company's stored alerts changed (after the commit). */
export function alertsChanged(ctx: Pick<ServerPluginContext, 'log'>, companyId: string): void {
  alertSubscriptions.tell(companyId, undefined, (error) =>
    ctx.log('error', 'compliance: an alerts subscriber failed', {
      companyId,
      error: String(error),
    }),
  );
}

/** Writes an alert row. */
export function alertRow(alert: Alert): { record: string; status: string; area: string } {
  return { record: JSON.stringify(alert), status: alert.status, area: alert.area };
}

/**
 * Stores a check: the latest result, its scores in the history (the oldest dropped past 90), and
 * the alerts merged with the stored ones; then notifies the people who act on compliance of each
 * check that started failing, linking to where it is fixed.
 */
export async function saveCheck(
  ctx: ServerPluginContext,
  companyId: string,
  runId: string,
  run: CheckRun,
  alerts: readonly Alert[],
): Promise<Alert[]> {
  const { write, started } = mergeAlerts(await storedAlerts(ctx, companyId), alerts, run.checkedAt);
  const store = await ctx.data.store(companyId);
  store.transaction(() => {
    store.setRow('latest', LATEST_ROW, { record: JSON.stringify(run), checkedAt: run.checkedAt });
    store.setRow('history', runId, {
      checkedAt: run.checkedAt,
      scores: JSON.stringify(scoresOf(run)),
    });
    const history = Object.entries(store.getTable('history')).sort(([, a], [, b]) =>
      String(a.checkedAt).localeCompare(String(b.checkedAt)),
    );
    for (const [id] of history.slice(0, Math.max(0, history.length - HISTORY_KEPT)))
      store.delRow('history', id);
    for (const [id, alert] of write) store.setRow('alerts', id, alertRow(alert));
  });
  await ctx.data.commit(companyId);
  alertsChanged(ctx, companyId);
  const notifications = ctx.services.get(notificationsServiceRef);
  for (const alert of started) {
    const raise = (link: string) =>
      notifications.raise({
        companyId,
        to: { roles: [...ACTOR_ROLES] },
        severity: alert.severity,
        title: alert.title.slice(0, 120),
        body: alert.description.slice(0, 1000),
        link,
        dedupeKey: `compliance.${alertIdOf(alert.key)}`,
      });
    const result = await raise(alert.fix.path);
    // A fix on a page of a plugin that is not installed: the alert on this screen instead.
    if (!result.ok && (await raise('/compliance-monitor')).ok === false)
      ctx.log('error', 'A compliance alert could not be notified', {
        key: alert.key,
        error: result.error,
      });
  }
  return started;
}
