import { randomUUID } from 'node:crypto';
import {
  localToday,
  mailServiceRef,
  notificationsServiceRef,
  portfolioServiceRef,
} from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  consultationBodySchema,
  consultationIcs,
  consultationSummary,
  type ConsultationRow,
} from '../../domain/consultations/consultation';
import { taxRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';
import { bodyOf, companyOfBody, parseOr400 } from './requestParts';

/**
 * Schedule Tax Planning Consultation: keeps the request with the values the member chose, e-mails
 * them a confirmation with a calendar invite (core.mail), and tells the company's accountants and
 * CPAs. The request is kept whether or not the e-mail went; the answer says which.
 */
export function registerConsultations({
  router,
  auth,
  data,
  services,
  clock,
}: ServerPluginContext) {
  const mail = services.get(mailServiceRef);
  const notifications = services.get(notificationsServiceRef);
  const portfolio = services.get(portfolioServiceRef);

  router.post(taxRoutes.scheduleConsultation.path, async (ctx) => {
    const companyId = companyOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, plugin.tables.consultations.write);
    const body = parseOr400(ctx, consultationBodySchema, bodyOf(ctx));
    if (!body) return;
    const now = clock.now();
    if (body.date < localToday(now)) {
      ctx.status = 400;
      ctx.body = {
        error: 'Choose today or a later date',
        fields: { date: 'Choose today or a later date' },
      };
      return;
    }
    const user = await auth.requireUser(ctx);
    const company =
      (await portfolio.companiesOf(member.userId)).find((c) => c.id === companyId)?.name ?? '';
    const id = `consultation-${randomUUID()}`;
    const chosen = { type: body.type, date: body.date, time: body.time, format: body.format };
    const summary = consultationSummary(chosen);
    const sent = await mail.send({
      to: user.email,
      subject: `Tax planning consultation requested for ${body.date}`,
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your tax planning consultation for ${company} is requested: ${summary}.`,
        "Your company's accountant confirms the time within that window. The attached invite holds the window in your calendar.",
        '',
        `Open Tax Optimization: ${mail.linkTo('/tax-optimization')}`,
      ].join('\n'),
      attachments: [
        {
          filename: 'consultation.ics',
          contentType: 'text/calendar; method=PUBLISH',
          content: consultationIcs({
            uid: `${id}@keel`,
            stamp: now,
            consultation: chosen,
            companyName: company,
            organizerEmail: user.email,
          }),
        },
      ],
    });
    const row: ConsultationRow = {
      ...chosen,
      requestedBy: member.author,
      requestedAt: now.toISOString(),
      confirmationSent: sent.ok,
    };
    const store = await data.store(companyId);
    store.setRow('consultations', id, row);
    await data.commit(companyId);
    await notifications.raise({
      companyId,
      to: { roles: ['accountant', 'cpa'] },
      severity: 'low',
      title: 'Tax planning consultation requested',
      body: `${member.author} asked for a consultation: ${summary}.`,
      link: '/tax-optimization',
      dedupeKey: `tax.consultation.${id}`,
    });
    ctx.status = 201;
    ctx.body = { consultation: { id, ...row } };
  });
}
