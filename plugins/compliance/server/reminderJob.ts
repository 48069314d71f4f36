import { z } from 'zod';
import { jobsServiceRef, notificationsServiceRef, recordIdSchema } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { alertSchema } from '../domain/alerts';
import { formatDate } from '../domain/dates';
import { parseJsonCell } from '../domain/parseJson';

/** The reminder job's kind. */
export const REMIND_KIND = 'remind';
const remindInputSchema = z.object({ alertId: recordIdSchema, userId: recordIdSchema });

/**
 * Defines the reminder of a planned alert: on the planned day, if the alert is still open, the
 * member who planned it is notified, with a link to where it is fixed.
 */
export function defineReminderJob(ctx: ServerPluginContext): void {
  ctx.services.get(jobsServiceRef).define(REMIND_KIND, {
    inputSchema: remindInputSchema,
    retry: 'rerun',
    async run({ companyId, input }) {
      const store = await ctx.data.store(companyId);
      const alert = parseJsonCell(alertSchema, store.getCell('alerts', input.alertId, 'record'));
      if (!alert || alert.status !== 'open') return { reminded: false };
      const result = await ctx.services.get(notificationsServiceRef).raise({
        companyId,
        to: { userIds: [input.userId] },
        severity: alert.severity,
        title: `Planned for today: ${alert.title}`.slice(0, 120),
        body: `You planned to act on this ${alert.plannedFor ? `by ${formatDate(alert.plannedFor)}` : 'today'}. ${alert.description}`.slice(
          0,
          1000,
        ),
        link: alert.fix.path,
        dedupeKey: `compliance.plan.${input.alertId}`,
      });
      return { reminded: result.ok };
    },
  });
}

/** Schedules the reminder of an alert for the morning of `day` (replacing an earlier plan of it). */
export async function scheduleReminder(
  ctx: ServerPluginContext,
  companyId: string,
  alertId: string,
  userId: string,
  day: string,
): Promise<void> {
  await ctx.services.get(jobsServiceRef).schedule({
    companyId,
    kind: REMIND_KIND,
    input: { alertId, userId },
    by: userId,
    key: `remind-${alertId}`,
    at: `${day}T09:00:00.000Z`,
  });
}
