import type { ServerPluginContext } from '@keel/core/server';
import { profileBodySchema } from '../../domain/requests';
import { taxRoutes } from '../../domain/routes';
import { taxDeciders } from '../../domain/schema';
import { readTaxProfile, saveTaxProfile } from '../taxProfileStore';
import { bodyOf, companyOfBody, companyOfQuery, parseOr400 } from './requestParts';

/**
 * GET and PUT /profile: the tax profile the estimate and the rules read (filing status, owners,
 * last year's tax for the safe harbor, home office, miles, owner salary). Only those who decide on
 * tax read or save it: it holds the owners' own figures.
 */
export function registerProfile({ router, auth, files }: ServerPluginContext): void {
  router.get(taxRoutes.profile.path, async (ctx) => {
    const companyId = companyOfQuery(ctx);
    if (companyId === null) return;
    await auth.requireMember(ctx, companyId, taxDeciders);
    ctx.body = await readTaxProfile(files, companyId);
  });

  router.put(taxRoutes.saveProfile.path, async (ctx) => {
    const companyId = companyOfBody(ctx);
    if (companyId === null) return;
    const member = await auth.requireMember(ctx, companyId, taxDeciders);
    const body = parseOr400(ctx, profileBodySchema, bodyOf(ctx));
    if (!body) return;
    const { companyId: _company, ...profile } = body;
    await saveTaxProfile(files, companyId, profile, member.author);
    ctx.body = await readTaxProfile(files, companyId);
  });
}
