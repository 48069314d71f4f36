import { z } from 'zod';
import { portfolioServiceRef, recordIdSchema } from '@keel/core/domain';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { MONTH_PATTERN, readMonthlyReport } from '../report/monthlyReport';
import { conversationsRoutes } from '../../domain/routes';
import { badRequest } from './badRequest';
import type { RouteDeps } from './routeDeps';

const paramsSchema = z.object({
  companyId: recordIdSchema,
  month: z.string().regex(MONTH_PATTERN, 'Use a month as YYYY-MM'),
});

/** GET /api/conversations/companies/{companyId}/monthly-report/{YYYY-MM}: the month's report as a PDF. */
export function registerReportRoute({ plugin }: RouteDeps): void {
  const { router, auth, services } = plugin;
  router.get(conversationsRoutes.monthlyReport.path, async (ctx) => {
    const parsed = paramsSchema.safeParse(ctx.params);
    if (!parsed.success) return badRequest(ctx, parsed.error);
    const member = await auth.requireMember(ctx, parsed.data.companyId);
    const { month } = parsed.data;
    const [report, companies] = await Promise.all([
      readMonthlyReport(services.get(ledgerServiceRef), member.companyId, month),
      services.get(portfolioServiceRef).companiesOf(member.userId),
    ]);
    const name = companies.find((c) => c.id === member.companyId)?.name ?? 'Company';
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="financial-report-${month}.pdf"`);
    // The PDF code and pdf-lib load with the first report, not with the server.
    const { monthlyReportPdf } = await import('../report/monthlyReportPdf');
    ctx.body = Buffer.from(await monthlyReportPdf(report, name));
  });
}
