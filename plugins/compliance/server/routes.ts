import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  localToday,
  notificationsServiceRef,
  portfolioServiceRef,
  recordIdSchema,
  validationErrorBody,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { teamTasksRef } from '@keel/plugin-dashboard/domain/public';
import { alertSchema } from '../domain/alerts';
import { parseJsonCell } from '../domain/parseJson';
import { reportLines } from '../domain/report/reportLines';
import { daysLeft } from '../domain/deadlines';
import { complianceRoutes, companyQuerySchema } from '../domain/routes';
import { SETTINGS_ROW } from '../domain/schema';
import { ACTOR_ROLES } from './actors';
import { startCheck } from './checkJob';
import { scheduleReminder } from './reminderJob';
import { HELP_ROLES, mailHelp } from './helpMail';
import { latestRun } from './latestRun';
import { storedHistory } from './saveCheck';
import { alertRow, alertsChanged, storedAlerts } from './saveCheck';

const alertParamsSchema = z.object({ id: recordIdSchema });

/** Parses a body with its route's schema; answers 400 naming the field and returns null when it fails. */
function bodyOf<T>(ctx: Context, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(requestBody(ctx));
  if (parsed.success) return parsed.data;
  ctx.status = 400;
  ctx.body = validationErrorBody(parsed.error);
  return null;
}

function requestBody(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body ?? {};
}

/** The REST routes of Compliance (domain/routes.ts). */
export function registerRoutes(ctx: ServerPluginContext): void {
  const { router, auth, data, clock } = ctx;
  const routes = complianceRoutes;

  /** The member a read is for, from `?companyId=` (400 naming it when it is not an id). */
  const reader = async (koa: Context) => {
    const { companyId } = companyQuerySchema.parse(koa.query);
    return auth.requireMember(koa, companyId);
  };

  /**
   * The member who acts, from the body's companyId (400 naming it when it is not an id), with a
   * role that may act; only then is the rest of the body read.
   */
  const actor = async (koa: Context) => {
    const { companyId } = companyQuerySchema.parse(requestBody(koa));
    return auth.requireMember(koa, companyId, ACTOR_ROLES);
  };

  router.post(routes.check.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.check.body);
    if (!body) return;
    if (body.userId !== member.userId) {
      koa.status = 400;
      koa.body = {
        error: 'Run the check as yourself',
        fields: { userId: 'This is not your user id' },
      };
      return;
    }
    const job = await startCheck(ctx, member.companyId, member.userId, member.role);
    koa.status = 202;
    koa.body = { jobId: job.id };
  });

  router.get(routes.areas.path, async (koa) => {
    const member = await reader(koa);
    const run = await latestRun(ctx, member.companyId);
    koa.body = {
      checkedAt: run?.checkedAt ?? null,
      overall: run?.overall ?? null,
      areas: run?.areas ?? [],
    };
  });

  router.get(routes.alerts.path, async (koa) => {
    const member = await reader(koa);
    const alerts = [...(await storedAlerts(ctx, member.companyId))].map(([id, alert]) => ({
      id,
      ...alert,
    }));
    koa.body = {
      alerts: alerts.sort(
        (a, b) => b.raisedAt.localeCompare(a.raisedAt) || a.key.localeCompare(b.key),
      ),
    };
  });

  router.get(routes.deadlines.path, async (koa) => {
    const member = await reader(koa);
    const today = localToday(clock.now());
    const run = await latestRun(ctx, member.companyId);
    koa.body = {
      deadlines: (run?.deadlines ?? [])
        .filter((d) => d.deadline >= today || (d.fileable && d.filedOn === null))
        .map((d) => ({ ...d, daysLeft: daysLeft(d, today) })),
    };
  });

  router.patch(routes.updateAlert.path, async (koa) => {
    const { id } = alertParamsSchema.parse(koa.params);
    const member = await actor(koa);
    const body = bodyOf(koa, routes.updateAlert.body);
    if (!body) return;
    const store = await data.store(member.companyId);
    const record = store.getCell('alerts', id, 'record');
    const stored = parseJsonCell(alertSchema, record);
    if (!stored) {
      koa.status = 404;
      koa.body = { error: 'Alert not found' };
      return;
    }
    const resolved = body.status === 'resolved';
    const alert = {
      ...stored,
      status: body.status,
      resolvedAt: resolved ? clock.now().toISOString() : null,
      resolvedBy: resolved ? member.author : null,
    };
    store.setRow('alerts', id, alertRow(alert));
    await data.commit(member.companyId);
    alertsChanged(ctx, member.companyId);
    koa.body = { alert: { id, ...alert } };
  });

  router.post(routes.planAlert.path, async (koa) => {
    const { id } = alertParamsSchema.parse(koa.params);
    const member = await actor(koa);
    const body = bodyOf(koa, routes.planAlert.body);
    if (!body) return;
    if (body.plannedFor < localToday(clock.now())) {
      koa.status = 400;
      koa.body = { error: 'The day is past', fields: { plannedFor: 'Pick today or a later day' } };
      return;
    }
    const store = await data.store(member.companyId);
    const stored = parseJsonCell(alertSchema, store.getCell('alerts', id, 'record'));
    if (!stored || stored.status !== 'open') {
      koa.status = 404;
      koa.body = { error: 'Open alert not found' };
      return;
    }
    const alert = { ...stored, plannedFor: body.plannedFor, plannedBy: member.author };
    await scheduleReminder(ctx, member.companyId, id, member.userId, body.plannedFor);
    // The dashboard's Team tasks, when the dashboard is installed: the planned day is the task's.
    await ctx.services.getOptional(teamTasksRef)?.add(member.companyId, {
      title: alert.title.slice(0, 200),
      due: body.plannedFor,
      link: alert.fix.path,
      createdBy: member.author,
      key: `compliance:${id}`,
    });
    store.setRow('alerts', id, alertRow(alert));
    await data.commit(member.companyId);
    alertsChanged(ctx, member.companyId);
    koa.body = { alert: { id, ...alert } };
  });

  router.post(routes.fileDeadline.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.fileDeadline.body);
    if (!body) return;
    if (body.filedOn > localToday(clock.now())) {
      koa.status = 400;
      koa.body = {
        error: 'A return cannot be filed in the future',
        fields: { filedOn: 'Use today or an earlier day' },
      };
      return;
    }
    const store = await data.store(member.companyId);
    store.setRow('filings', body.deadlineKey, {
      filedOn: body.filedOn,
      recordedBy: member.author,
      recordedAt: clock.now().toISOString(),
    });
    await data.commit(member.companyId);
    koa.status = 201;
    koa.body = { deadlineKey: body.deadlineKey, filedOn: body.filedOn };
  });

  router.post(routes.reviewAccess.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.reviewAccess.body);
    if (!body) return;
    const reviewedAt = clock.now().toISOString();
    const store = await data.store(member.companyId);
    store.setRow('reviews', randomUUID(), {
      kind: 'payroll-access',
      reviewedAt,
      reviewedBy: member.author,
    });
    await data.commit(member.companyId);
    koa.status = 201;
    koa.body = { reviewedAt };
  });

  router.post(routes.addDocument.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.addDocument.body);
    if (!body) return;
    if (body.uploadedAt > localToday(clock.now())) {
      koa.status = 400;
      koa.body = {
        error: 'The date is in the future',
        fields: { uploadedAt: 'Use today or an earlier day' },
      };
      return;
    }
    const id = randomUUID();
    const store = await data.store(member.companyId);
    store.setRow('documents', id, {
      kind: body.kind,
      name: body.name,
      uploadedAt: body.uploadedAt,
      recordedBy: member.author,
    });
    await data.commit(member.companyId);
    koa.status = 201;
    koa.body = { id };
  });

  router.get(routes.report.path, async (koa) => {
    const member = await reader(koa);
    const run = await latestRun(ctx, member.companyId);
    if (!run) {
      koa.status = 404;
      koa.body = { error: 'No compliance check has run yet' };
      return;
    }
    const companies = await ctx.services.get(portfolioServiceRef).companiesOf(member.userId);
    const companyName = companies.find((c) => c.id === member.companyId)?.name ?? 'Company';
    const lines = reportLines({
      companyName,
      run,
      alerts: [...(await storedAlerts(ctx, member.companyId)).values()],
      history: await storedHistory(ctx, member.companyId),
      generatedOn: localToday(clock.now()),
    });
    koa.type = 'application/pdf';
    koa.set(
      'Content-Disposition',
      `attachment; filename="compliance-report-${localToday(clock.now())}.pdf"`,
    );
    // The PDF code and pdf-lib load with the first report, not with the server.
    const { reportPdf } = await import('./reportPdf');
    koa.body = Buffer.from(await reportPdf(lines));
  });

  router.post(routes.help.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.help.body);
    if (!body) return;
    const run = await latestRun(ctx, member.companyId);
    const area = run?.areas.find((a) => a.id === body.area);
    const findings = area?.requirements.flatMap((r) => r.findings) ?? [];
    if (!area || findings.length === 0) {
      koa.status = 400;
      koa.body = {
        error: 'This area has no finding to get help with',
        fields: { area: 'Nothing failed in this area' },
      };
      return;
    }
    const result = await ctx.services.get(notificationsServiceRef).raise({
      companyId: member.companyId,
      to: { roles: [...HELP_ROLES] },
      severity: area.status === 'non_compliant' ? 'high' : 'medium',
      title: `Help asked: ${area.title}`.slice(0, 120),
      body: `${member.author} asks for help with ${findings.length === 1 ? 'a finding' : `${findings.length} findings`}: ${findings.map((f) => f.title).join('; ')}`.slice(
        0,
        1000,
      ),
      link: `/compliance-monitor?open=area-${area.id}`,
    });
    if (!result.ok) throw new Error(result.error);
    const companies = await ctx.services.get(portfolioServiceRef).companiesOf(member.userId);
    const companyName = companies.find((c) => c.id === member.companyId)?.name ?? 'the company';
    const emailed = await mailHelp(ctx, member, area, companyName);
    koa.body = { notified: result.notified.length, emailed };
  });

  router.put(routes.settings.path, async (koa) => {
    const member = await actor(koa);
    const body = bodyOf(koa, routes.settings.body);
    if (!body) return;
    const store = await data.store(member.companyId);
    store.setRow('settings', SETTINGS_ROW, { financialPractice: body.financialPractice });
    await data.commit(member.companyId);
    koa.body = { financialPractice: body.financialPractice };
  });
}
