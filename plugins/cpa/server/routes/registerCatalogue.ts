import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatUSD, recordIdSchema } from '@keel/core/domain';
import { quoteRequestBodySchema, serviceBodySchema } from '../../domain/requests';
import { cpaRoutes } from '../../domain/routes';
import { plugin } from '../../plugin';
import { hasOwnCatalogue, ownCatalogue, readCatalogue, saveService } from '../catalogue';
import { recordActivity } from '../activity';
import type { PracticeDeps } from '../practiceDeps';
import { practiceMembers } from '../practiceMembers';
import { practiceClient } from '../practiceClients';
import { bodyOf, notFound, parseOr400, practiceOfBody, practiceOfQuery } from './requestParts';

const serviceParams = z.object({ id: recordIdSchema });

/**
 * Service Offerings: the practice's catalogue (the starter one until its first change), Save of an
 * edited card (PUT, the whole object), Add and remove, and Request Quote (recorded, e-mailed to
 * the practice's members and raised on their bell).
 */
export function registerCatalogue(deps: PracticeDeps): void {
  const { router, auth, data, clock, audit, mail, notifications, portfolio } = deps;
  const editors = plugin.tables.services.write;

  router.get(cpaRoutes.services.path, async (ctx) => {
    const companyId = practiceOfQuery(ctx);
    if (companyId === null) return;
    await auth.requireMember(ctx, companyId);
    const store = await data.store(companyId);
    ctx.body = { services: readCatalogue(store), starter: !hasOwnCatalogue(store) };
  });

  router.post(cpaRoutes.addService.path, async (ctx) => {
    const companyId = practiceOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, editors);
    const body = parseOr400(ctx, serviceBodySchema, bodyOf(ctx));
    if (!body) return;
    const { companyId: _practice, id: _id, ...service } = body;
    const store = await data.store(companyId);
    ownCatalogue(store, member.author, clock.now().toISOString());
    const saved = saveService(store, { ...service, id: randomUUID().replaceAll('-', '') });
    await data.commit(companyId);
    ctx.status = 201;
    ctx.body = { service: saved };
  });

  router.put(cpaRoutes.updateService.path, async (ctx) => {
    const params = parseOr400(ctx, serviceParams, ctx.params);
    const companyId = params && practiceOfBody(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, editors);
    const body = parseOr400(ctx, serviceBodySchema, bodyOf(ctx));
    if (!body) return;
    if (body.id !== undefined && body.id !== params.id) {
      const message = 'This is not the service of the path';
      ctx.status = 400;
      ctx.body = { error: `id: ${message}`, fields: { id: message } };
      return;
    }
    const store = await data.store(companyId);
    if (!readCatalogue(store).some((service) => service.id === params.id))
      return notFound(ctx, 'Service not found');
    const { companyId: _practice, id: _id, ...service } = body;
    ownCatalogue(store, member.author, clock.now().toISOString());
    const saved = saveService(store, { ...service, id: params.id });
    await data.commit(companyId);
    ctx.body = { service: saved };
  });

  // The server reads no body of a DELETE: its practice is the query's, as on a read.
  router.delete(cpaRoutes.removeService.path, async (ctx) => {
    const params = parseOr400(ctx, serviceParams, ctx.params);
    const companyId = params && practiceOfQuery(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, editors);
    const store = await data.store(companyId);
    if (!readCatalogue(store).some((service) => service.id === params.id))
      return notFound(ctx, 'Service not found');
    ownCatalogue(store, member.author, clock.now().toISOString());
    store.delRow('services', params.id);
    await data.commit(companyId);
    ctx.body = { removed: params.id };
  });

  router.post(cpaRoutes.requestQuote.path, async (ctx) => {
    const companyId = practiceOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, plugin.tables.quoteRequests.write);
    const body = parseOr400(ctx, quoteRequestBodySchema, bodyOf(ctx));
    if (!body) return;
    const store = await data.store(companyId);
    const service = readCatalogue(store).find((s) => s.id === body.serviceId);
    if (!service) return notFound(ctx, 'Service not found');
    const client = await practiceClient(portfolio, store, member, body.clientId);
    if (!client) return notFound(ctx, 'Client not found');
    const at = clock.now().toISOString();
    store.setRow('quoteRequests', randomUUID().replaceAll('-', ''), {
      serviceId: service.id,
      serviceTitle: service.title,
      clientId: client.id,
      notes: body.notes,
      requestedAt: at,
      requestedBy: member.author,
    });
    recordActivity(store, {
      at,
      kind: 'quote',
      clientId: client.id,
      description: `Quote requested: ${service.title}`,
      status: 'in_progress',
      by: member.author,
    });
    await data.commit(companyId);

    const price = `${formatUSD(service.price)}${service.priceUnit === 'hour' ? '/hr' : ''}`;
    const text = [
      `${member.author} requested a quote for ${service.title} (${price}, ${service.duration}) for ${client.name}.`,
      body.notes ? `Notes: ${body.notes}` : '',
      `Open CPA Services: ${mail.linkTo('/cpa-services')}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const { emails } = await practiceMembers(audit, store, companyId);
    const failed: string[] = [];
    let sent = 0;
    for (const to of emails.values()) {
      const result = await mail.send({
        to,
        replyTo: (await auth.requireUser(ctx)).email,
        subject: `Quote requested: ${service.title} for ${client.name}`,
        text,
      });
      if (result.ok) sent += 1;
      else failed.push(to);
    }
    await notifications.raise({
      companyId,
      to: { roles: [...plugin.tables.quoteRequests.write] },
      severity: 'low',
      title: 'Quote requested',
      body: `${service.title} for ${client.name}`,
      link: '/cpa-services',
    });
    ctx.status = 201;
    ctx.body = { sent, failed };
  });
}
