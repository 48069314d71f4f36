import { z } from 'zod';
import { jobsServiceRef, roles } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { findOpportunities } from '../domain/opportunities/findOpportunities';
import { opportunitySchema, type Opportunity } from '../domain/opportunities/opportunity';
import { analysisRowSchema, LATEST_ANALYSIS } from '../domain/schema';
import type { TaxReader } from './taxReader';
import type { TaxPosition } from '../domain/position/taxPosition';

/** The job kind of Run Analysis: `tax.analyze`. */
export const ANALYZE_JOB = 'analyze';

const analyzeInputSchema = z.object({ userId: z.string().min(1), role: z.enum(roles) });

/** The latest analysis of a company: when it ran and what it found, or null before the first. */
export async function latestAnalysis(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<{ ranAt: string; opportunities: Opportunity[] } | null> {
  const store = await data.store(companyId);
  const row = analysisRowSchema.safeParse(store.getRow('analyses', LATEST_ANALYSIS));
  if (!row.success) return null;
  try {
    const opportunities = z.array(opportunitySchema).safeParse(JSON.parse(row.data.opportunities));
    return opportunities.success
      ? { ranAt: row.data.ranAt, opportunities: opportunities.data }
      : null;
  } catch {
    return null;
  }
}

/**
 * Defines Run Analysis: every opportunity rule over the company's books and payroll as read for
 * the member who ran it, with progress per rule; the opportunities found replace the last analysis.
 */
export function defineAnalysisJob(
  { services, data }: ServerPluginContext,
  read: (reader: TaxReader) => Promise<TaxPosition>,
): void {
  services.get(jobsServiceRef).define(ANALYZE_JOB, {
    inputSchema: analyzeInputSchema,
    retry: 'rerun',
    async run({ companyId, input, progress, checkpoint, clock, jobId }) {
      progress(0, 'Reading the books and payroll');
      const position = await read({ companyId, role: input.role, userId: input.userId });
      const context = position.ruleContext;
      if (!context)
        throw new Error(
          `${position.asOf.slice(0, 4)} tax figures are not in this version of Keel yet`,
        );
      const opportunities = await findOpportunities(context, async (done, total, rule) => {
        progress(done / total, `Checked ${done} of ${total} rules (${rule})`);
        await checkpoint();
      });
      const store = await data.store(companyId);
      store.setRow('analyses', LATEST_ANALYSIS, {
        ranAt: clock.now().toISOString(),
        ranBy: input.userId,
        jobId,
        asOf: position.asOf,
        opportunities: JSON.stringify(opportunities),
      });
      await data.commit(companyId);
      return { found: opportunities.length };
    },
  });
}
