import type { Router } from '@koa/router';
import { z } from 'zod';
import {
  coreManifest,
  createCompanyRequestSchema,
  recordIdSchema,
  updateCompanyRequestSchema,
} from '@keel/core/domain';
import { createCompany, writeCompanyProfile } from '../accounts/companies';
import { companiesOf } from '../accounts/memberships';
import { appendAudit } from '../accounts/audit';
import { clientInfo, requireMember, requireUser } from '../http/authState';
import { forbidden, HttpError } from '../http/httpError';
import { body, params } from '../http/validate';
import type { Services } from '../services';
import { currentUser } from './user';

/** Path parameters naming one company. */
export const companyParams = z.object({ id: recordIdSchema });

/** POST /api/companies, PATCH /api/companies/{id}, POST /api/companies/{id}/switch. */
export function companyRoutes(router: Router, services: Services): void {
  const { storage } = services;

  router.post('/companies', async (ctx) => {
    const { user } = await requireUser(services, ctx);
    const input = body(ctx, createCompanyRequestSchema);
    const company = await createCompany(services, user.id, input.name, input.businessType);
    ctx.status = 201;
    ctx.body = { company: (await companiesOf(storage, user.id)).find((c) => c.id === company.id) };
  });

  router.patch('/companies/:id', async (ctx) => {
    const { id } = params(ctx, companyParams);
    const member = await requireMember(services, ctx, id, coreManifest.tables.company.write);
    const input = body(ctx, updateCompanyRequestSchema);
    if (input.requireTwoFactor !== undefined && member.role !== 'owner')
      throw forbidden('Only an owner can change the two-factor requirement');
    if (input.requireTwoFactor && !member.user.totp?.enabled)
      throw new HttpError(400, {
        error: 'requireTwoFactor: Turn on two-factor authentication for your own account first',
        fields: {
          requireTwoFactor: 'Turn on two-factor authentication for your own account first',
        },
      });
    await appendAudit(storage, services.config.clock, {
      kind: 'company',
      email: member.user.email,
      userId: member.userId,
      companyId: id,
      outcome: `updated ${Object.keys(input).join(', ')}`,
      ...clientInfo(ctx),
    });
    const company = await storage.companies.update(
      id,
      (current) =>
        current && {
          ...current,
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.businessType === undefined ? {} : { businessType: input.businessType }),
          ...(input.requireTwoFactor === undefined
            ? {}
            : { requireTwoFactor: input.requireTwoFactor }),
        },
    );
    if (!company) throw forbidden();
    await writeCompanyProfile(services, company);
    ctx.body = {
      company: (await companiesOf(storage, member.userId)).find((c) => c.id === id),
    };
  });

  router.post('/companies/:id/switch', async (ctx) => {
    const { id } = params(ctx, companyParams);
    const member = await requireMember(services, ctx, id);
    const [session, user] = await Promise.all([
      storage.sessions.update(
        member.session.tokenHash,
        (current) => current && { ...current, companyId: id },
      ),
      storage.users.update(
        member.userId,
        (current) => current && { ...current, currentCompanyId: id },
      ),
    ]);
    ctx.body = {
      user: await currentUser(services, {
        session: session ?? member.session,
        user: user ?? member.user,
      }),
    };
  });
}
