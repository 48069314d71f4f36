import { randomUUID } from 'node:crypto';
import { consultationBodySchema, timeSlots } from '../../domain/practice/consultation';
import { calendarInvite } from '../../domain/practice/calendarInvite';
import { cpaRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';
import { recordActivity } from '../activity';
import type { PracticeDeps } from '../practiceDeps';
import { practiceClient } from '../practiceClients';
import { bodyOf, notFound, parseOr400, practiceOfBody } from './requestParts';

const formatWords = { video: 'video call', phone: 'phone call', 'in-person': 'in person' } as const;

/**
 * Schedule Consultation: a date not before today, the spec's time slot and format, stored and
 * e-mailed with a calendar file to the member who scheduled it and to the client (the e-mail the
 * practice has for a client not on Keel; the owners and admins of a client company on Keel).
 */
export function registerConsultations(deps: PracticeDeps): void {
  const { router, auth, data, clock, audit, mail, portfolio, today } = deps;

  router.post(cpaRoutes.scheduleConsultation.path, async (ctx) => {
    const companyId = practiceOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, plugin.tables.consultations.write);
    const body = parseOr400(ctx, consultationBodySchema, bodyOf(ctx));
    if (!body) return;
    if (body.date < today()) {
      const message = 'Choose today or a later date';
      ctx.status = 400;
      ctx.body = { error: `date: ${message}`, fields: { date: message } };
      return;
    }
    const store = await data.store(companyId);
    const client = await practiceClient(portfolio, store, member, body.clientId);
    if (!client) return notFound(ctx, 'Client not found');
    const id = randomUUID().replaceAll('-', '');
    const at = clock.now().toISOString();
    const { type, date, time, format } = body;
    store.setRow('consultations', id, {
      clientId: client.id,
      type,
      date,
      time,
      format,
      requestedAt: at,
      requestedBy: member.author,
      requestedByUserId: member.userId,
    });
    recordActivity(store, {
      at,
      kind: 'consultation',
      clientId: client.id,
      description: `Consultation scheduled for ${date}`,
      status: 'scheduled',
      by: member.author,
    });
    await data.commit(companyId);

    const me = await auth.requireUser(ctx);
    const clientAddresses = client.onKeel
      ? (await audit.members(client.id))
          .filter((m) => m.role === 'owner' || m.role === 'admin')
          .map((m) => m.email)
      : [client.email].filter(Boolean);
    const summary = `${type[0]?.toUpperCase()}${type.slice(1)} consultation: ${client.name}`;
    const when = `${date}, ${timeSlots[time].label}, ${formatWords[format]}`;
    const ics = calendarInvite(body, {
      uid: `${id}@keel`,
      stamp: at,
      summary,
      description: `${summary}\nWith ${me.firstName} ${me.lastName} (${me.email})\n${when}`,
    });
    const failed: string[] = [];
    let sent = 0;
    for (const to of new Set([me.email, ...clientAddresses])) {
      const result = await mail.send({
        to,
        replyTo: me.email,
        subject: `Consultation scheduled: ${date}`,
        text: `${summary}\n\nWith ${me.firstName} ${me.lastName}, ${when}.\n\nThe calendar file attached adds it to your calendar.`,
        attachments: [{ filename: 'consultation.ics', contentType: 'text/calendar', content: ics }],
      });
      if (result.ok) sent += 1;
      else failed.push(to);
    }
    ctx.status = 201;
    ctx.body = { consultation: { id, type, date, time, format }, sent, failed };
  });
}
