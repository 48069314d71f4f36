import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Store } from 'tinybase';
import { z } from 'zod';
import { recordIdSchema, type MemberContext } from '@keel/core/domain';
import { monthEndChecklist } from '../../domain/close/monthEndChecklist';
import type { ClientStatus } from '../../domain/clients/newClient';
import {
  addClientBodySchema,
  clientUpdateBodySchema,
  closeReviewBodySchema,
} from '../../domain/requests';
import { cpaRoutes, type ClientDetail, type ClientView } from '../../domain/routes';
import { closeReviewRowSchema, type ClientRow } from '../../domain/schema';
import { plugin } from '../../plugin';
import { recordActivity } from '../activity';
import { clientViews } from '../clientList';
import type { PracticeDeps } from '../practiceDeps';
import { practiceMembers } from '../practiceMembers';
import { practiceClient } from '../practiceClients';
import { bodyOf, notFound, parseOr400, practiceOfBody, practiceOfQuery } from './requestParts';

const clientParams = z.object({ clientId: recordIdSchema });

/** The spec's statuses of Recent Activity for a client's new status. */
const activityStatus: Record<ClientStatus, 'completed' | 'in_progress' | 'scheduled'> = {
  in_progress: 'in_progress',
  planning: 'scheduled',
  completed: 'completed',
};
const statusWords: Record<ClientStatus, string> = {
  in_progress: 'in progress',
  planning: 'planning',
  completed: 'completed',
};

const reviewKey = (clientId: string, periodEnd: string) => `${clientId}_${periodEnd}`;

/**
 * Client Portfolio: the user's clients (their client companies on Keel with live health, and the
 * clients the practice added), Add Client, Update (status), a client's detail with its month-end
 * checklist, and the review step of that checklist.
 */
export function registerClients(deps: PracticeDeps): void {
  const { router, auth, data, clock, audit, mail, portfolio, health } = deps;
  const writers = plugin.tables.clients.write;

  /** Whether the responsible CPA chosen is none ('') or a member of the practice; a 400 if not. */
  async function cpaIsMember(
    ctx: Context,
    store: Store,
    companyId: string,
    cpa: string,
  ): Promise<boolean> {
    if (cpa === '') return true;
    const { members } = await practiceMembers(audit, store, companyId);
    if (members.some((m) => m.userId === cpa)) return true;
    const message = 'Choose a member of the practice';
    ctx.status = 400;
    ctx.body = { error: `cpa: ${message}`, fields: { cpa: message } };
    return false;
  }

  /** Every client view of the user in the practice. */
  async function viewsFor(member: MemberContext): Promise<ClientView[]> {
    const store = await data.store(member.companyId);
    const [keelClients, { members }] = await Promise.all([
      health.clientsOf(member.userId, member.companyId),
      practiceMembers(audit, store, member.companyId),
    ]);
    return clientViews(store, keelClients, members);
  }

  /** The client detail of a client company on Keel, as the user may read it; null otherwise. */
  async function detailOf(member: MemberContext, clientId: string): Promise<ClientDetail | null> {
    if (clientId === member.companyId) return null;
    const read = await health.read(member.userId, clientId);
    if (!read) return null;
    const store = await data.store(member.companyId);
    const key = reviewKey(clientId, read.periodEnd);
    const review = store.hasRow('closeReviews', key)
      ? closeReviewRowSchema.parse(store.getRow('closeReviews', key))
      : null;
    return {
      health: read,
      checklist: monthEndChecklist(read, review?.reviewedAt ?? null),
      review: review && { reviewedAt: review.reviewedAt, reviewedBy: review.reviewedBy },
    };
  }

  router.get(cpaRoutes.clients.path, async (ctx) => {
    const companyId = practiceOfQuery(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId);
    ctx.body = { clients: await viewsFor(member) };
  });

  router.post(cpaRoutes.addClient.path, async (ctx) => {
    const companyId = practiceOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, writers);
    const body = parseOr400(ctx, addClientBodySchema, bodyOf(ctx));
    if (!body) return;
    const store = await data.store(companyId);
    if (!(await cpaIsMember(ctx, store, companyId, body.cpa))) return;
    const id = randomUUID().replaceAll('-', '');
    const at = clock.now().toISOString();
    const row: ClientRow = {
      keelCompanyId: '',
      name: body.name,
      industry: body.industry,
      serviceType: body.serviceType,
      revenue: body.revenue,
      nextDeadline: body.nextDeadline ?? '',
      cpa: body.cpa,
      email: body.email ?? '',
      status: 'planning',
      engagementFee: body.engagementFee,
      billing: body.billing,
      createdAt: at,
      createdBy: member.author,
    };
    store.setRow('clients', id, row);
    recordActivity(store, {
      at,
      kind: 'client-added',
      clientId: id,
      description: 'Client added',
      status: 'scheduled',
      by: member.author,
    });
    await data.commit(companyId);
    let invited = false;
    if (body.invite && body.email) {
      const sent = await mail.send({
        to: body.email,
        replyTo: (await auth.requireUser(ctx)).email,
        subject: `${member.author.replace(/ <.*>$/, '')} invites ${body.name} to Keel`,
        text: `Your accountant invites you to keep ${body.name}'s books on Keel, where they can see them as you do.\n\nCreate your account: ${mail.linkTo('/signup')}`,
      });
      invited = sent.ok;
    }
    const { members } = await practiceMembers(audit, store, companyId);
    const client = clientViews(store, [], members).find((view) => view.id === id);
    ctx.status = 201;
    ctx.body = { client, invited };
  });

  router.patch(cpaRoutes.updateClient.path, async (ctx) => {
    const params = parseOr400(ctx, clientParams, ctx.params);
    const companyId = params && practiceOfBody(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, writers);
    const body = parseOr400(ctx, clientUpdateBodySchema, bodyOf(ctx));
    if (!body) return;
    const store = await data.store(companyId);
    const client = await practiceClient(portfolio, store, member, params.clientId);
    if (!client) return notFound(ctx, 'Client not found');
    if (!(await cpaIsMember(ctx, store, companyId, body.cpa ?? ''))) return;
    const at = clock.now().toISOString();
    const row: ClientRow = client.row ?? {
      keelCompanyId: client.id,
      name: '',
      industry: '',
      serviceType: '',
      revenue: 0,
      nextDeadline: '',
      cpa: '',
      email: '',
      status: 'planning',
      engagementFee: 0,
      billing: 'none',
      createdAt: at,
      createdBy: member.author,
    };
    const { companyId: _practice, ...changes } = body;
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<ClientRow>;
    store.setRow('clients', client.id, { ...row, ...defined });
    if (body.status && body.status !== row.status)
      recordActivity(store, {
        at,
        kind: 'status',
        clientId: client.id,
        description: `Status set to ${statusWords[body.status]}`,
        status: activityStatus[body.status],
        by: member.author,
      });
    await data.commit(companyId);
    const view = (await viewsFor(member)).find((v) => v.id === client.id);
    ctx.body = { client: view };
  });

  router.get(cpaRoutes.clientHealth.path, async (ctx) => {
    const params = parseOr400(ctx, clientParams, ctx.params);
    const companyId = params && practiceOfQuery(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId);
    const detail = await detailOf(member, params.clientId);
    if (!detail) return notFound(ctx, 'Client not found');
    ctx.body = detail;
  });

  router.post(cpaRoutes.reviewClose.path, async (ctx: Context) => {
    const params = parseOr400(ctx, clientParams, ctx.params);
    const companyId = params && practiceOfBody(ctx);
    if (!params || !companyId) return;
    const member = await auth.requireMember(ctx, companyId, plugin.tables.closeReviews.write);
    const body = parseOr400(ctx, closeReviewBodySchema, bodyOf(ctx));
    if (!body) return;
    const before = await detailOf(member, params.clientId);
    if (!before) return notFound(ctx, 'Client not found');
    if (body.periodEnd !== before.health.periodEnd) {
      const message = `Review the period ending ${before.health.periodEnd}`;
      ctx.status = 400;
      ctx.body = { error: `periodEnd: ${message}`, fields: { periodEnd: message } };
      return;
    }
    const store = await data.store(companyId);
    const at = clock.now().toISOString();
    store.setRow('closeReviews', reviewKey(params.clientId, body.periodEnd), {
      clientId: params.clientId,
      periodEnd: body.periodEnd,
      reviewedAt: at,
      reviewedBy: member.author,
    });
    const after = await detailOf(member, params.clientId);
    if (after?.checklist.closed)
      recordActivity(store, {
        at,
        kind: 'close',
        clientId: params.clientId,
        description: `Month-end close of ${body.periodEnd}`,
        status: 'completed',
        by: member.author,
      });
    await data.commit(companyId);
    ctx.body = after;
  });
}
